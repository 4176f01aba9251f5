import type { Config } from '../config/config.ts'
import { diskFileStore } from './disk-file-store.ts'
import type { FileStore } from './file-store.ts'

export function createFileStore(config: Pick<Config, 'filesDir'>): FileStore {
  return diskFileStore(config.filesDir)
}
