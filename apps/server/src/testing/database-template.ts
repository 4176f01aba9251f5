import fs from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../platform/db/database.ts'
import { diskFileStore } from '../platform/files/disk-file-store.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { scratchDir } from './scratch-dir.ts'
import { freshDatabase } from './test-database.ts'

// The migrated database with the demo data, made once per test run and copied by each test file
// (createTestApp): a PostgreSQL database to name as TEMPLATE, or a PGlite data folder to copy (opening
// a copied folder takes a third of the time of loading a dump into memory); and the demo's stored files,
// which each test file copies into its own files folder.
export type DatabaseTemplate = ({ postgres: string } | { pgliteDir: string }) & { filesDir: string }

export async function makeDatabaseTemplate(
  adminUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  const folder = scratchDir('scm-template-')
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
  const pgliteDir = path.join(folder, 'database')
  const opened = await openDatabase({ dataDir: pgliteDir })
  await seedDemo(opened.db, files)
  await opened.close()
  return { template: { pgliteDir, filesDir }, remove: removeFolder }
}
