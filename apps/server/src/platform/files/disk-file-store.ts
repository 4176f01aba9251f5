import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { FileMissingError, type FileStore } from './file-store.ts'

// Keys are made by the server; anything else (a dot, a backslash) could step outside the folder.
const keyPattern = /^[0-9a-z-]+(\/[0-9a-z-]+)*$/

// Files under one folder (DATA_DIR/files by default), one file per key. A write goes to a partial file
// that is renamed into place when complete, so a reader never sees half a file.
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Invalid file key ${key}`)
    return path.join(root, ...key.split('/'))
  }
  return {
    async put(key, content) {
      const target = pathOf(key)
      await mkdir(path.dirname(target), { recursive: true })
      const partial = `${target}.${randomUUID()}.partial`
      try {
        await pipeline(content, createWriteStream(partial, { flags: 'wx' }))
        const { size } = await stat(partial)
        await rename(partial, target)
        return { size }
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    async get(key) {
      try {
        const handle = await open(pathOf(key), 'r')
        return handle.createReadStream()
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileMissingError(key)
        throw error
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
