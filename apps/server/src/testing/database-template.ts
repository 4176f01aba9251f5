import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../platform/db/database.ts'
import { diskFileStore } from '../platform/files/disk-file-store.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { freshDatabase } from './test-database.ts'

// The migrated database with the demo data, made once per test run and copied by each test file
// (createTestApp): a PostgreSQL database to name as TEMPLATE, or a dumped PGlite data folder; and the
// demo's stored files, which each test file copies into its own files folder.
export type DatabaseTemplate = ({ postgres: string } | { pgliteFile: string }) & { filesDir: string }

export async function makeDatabaseTemplate(
  adminUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-template-'))
  const filesDir = path.join(folder, 'files')
  const files = diskFileStore(filesDir)
  fs.mkdirSync(filesDir)
  const removeFolder = async () => fs.rmSync(folder, { recursive: true, force: true })
  if (adminUrl) {
    const database = await freshDatabase(adminUrl)
    const opened = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' })
    await seedDemo(opened.db, files)
    // A template is copied only while nobody is connected to it.
    await opened.close()
    return {
      template: { postgres: database.name, filesDir },
      remove: async () => {
        await database.drop()
        await removeFolder()
      },
    }
  }
  const opened = await openDatabase({ dataDir: 'memory://' })
  await seedDemo(opened.db, files)
  const dump = await opened.pglite!.dumpDataDir('none')
  await opened.close()
  const pgliteFile = path.join(folder, 'pglite.tar')
  fs.writeFileSync(pgliteFile, Buffer.from(await dump.arrayBuffer()))
  return { template: { pgliteFile, filesDir }, remove: removeFolder }
}
