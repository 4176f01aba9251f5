import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { libraryFolders } from './library-folder.table.ts'

const columns = {
  ...getTableColumns(libraryFolders),
  // Qualified by hand: drizzle leaves a lone table's columns unqualified, and `id` would be the file's.
  fileCount: sql<number>`(select count(*)::int from library_files f where f.folder_id = library_folders.id)`,
}
export type LibraryFolderRow = typeof libraryFolders.$inferSelect & { fileCount: number }

const owned = (companyId: string, id: string) =>
  and(eq(libraryFolders.id, id), eq(libraryFolders.companyId, companyId))

export const foldersOf = (tx: Tx, companyId: string): Promise<LibraryFolderRow[]> =>
  tx
    .select(columns)
    .from(libraryFolders)
    .where(eq(libraryFolders.companyId, companyId))
    .orderBy(sql`lower(${libraryFolders.name})`, libraryFolders.id)

export async function findFolder(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select(columns).from(libraryFolders).where(owned(companyId, id))
  return row as LibraryFolderRow | undefined
}

export async function insertFolder(tx: Tx, companyId: string, name: string) {
  const [row] = await tx
    .insert(libraryFolders)
    .values({ companyId, name })
    .returning({ id: libraryFolders.id })
  return row!.id
}

// Renames the folder if it is still at `version`; false when it was changed meanwhile.
export async function renameFolder(tx: Tx, companyId: string, id: string, version: number, name: string) {
  const changed = await tx
    .update(libraryFolders)
    .set({ name, updatedAt: new Date(), version: version + 1 })
    .where(and(owned(companyId, id), eq(libraryFolders.version, version)))
    .returning({ id: libraryFolders.id })
  return changed.length > 0
}

export const deleteFolder = (tx: Tx, companyId: string, id: string) =>
  tx.delete(libraryFolders).where(owned(companyId, id))
