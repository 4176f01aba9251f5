import { and, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { likePattern, orderBy, totalOf } from '../../platform/db/list.ts'
import { libraryFiles, libraryFileVersions } from './library-file.table.ts'
import { libraryFolders } from './library-folder.table.ts'

const current = libraryFileVersions

// A document with its folder's name and its current version's file and validity.
const columns = {
  ...getTableColumns(libraryFiles),
  folderName: libraryFolders.name,
  currentNumber: current.number,
  fileName: current.fileName,
  validFrom: current.validFrom,
  validTo: current.validTo,
}
export type LibraryFileRow = Omit<typeof libraryFiles.$inferSelect, 'currentVersionId'> & {
  currentVersionId: string
  folderName: string
  currentNumber: number
  fileName: string
  validFrom: string
  validTo: string
}

const selectFiles = (tx: Tx) =>
  tx
    .select(columns)
    .from(libraryFiles)
    .innerJoin(libraryFolders, eq(libraryFolders.id, libraryFiles.folderId))
    .innerJoin(current, eq(current.id, libraryFiles.currentVersionId))

export interface FileListRequest {
  search?: string
  folderId?: string
  expired?: boolean
  // The day `expired` is counted against (the service's today).
  today: string
  sort?: string
  limit: number
  offset: number
}

const sortable = {
  title: sql`lower(${libraryFiles.title})`,
  valid_to: current.validTo,
  updated: libraryFiles.updatedAt,
}

// A page of the company's documents and, on demand, how many match in all.
export function fileList(tx: Tx, companyId: string, request: FileListRequest) {
  const expired = sql`${current.validTo} < ${request.today}::date`
  const where: SQL | undefined = and(
    eq(libraryFiles.companyId, companyId),
    request.search
      ? or(
          ilike(libraryFiles.title, likePattern(request.search)),
          ilike(current.fileName, likePattern(request.search)),
        )
      : undefined,
    request.folderId ? eq(libraryFiles.folderId, request.folderId) : undefined,
    request.expired === undefined ? undefined : request.expired ? expired : sql`not (${expired})`,
  )
  const page = selectFiles(tx)
    .where(where)
    .orderBy(...orderBy(request.sort, sortable, [sortable.title], libraryFiles.id))
    .limit(request.limit)
    .offset(request.offset) as PromiseLike<LibraryFileRow[]>
  return { page, count: () => totalOf(tx, selectFiles(tx).where(where)) }
}

export async function findFile(tx: Tx, companyId: string, id: string, lock = false) {
  const query = selectFiles(tx).where(and(eq(libraryFiles.id, id), eq(libraryFiles.companyId, companyId)))
  // Adding a version locks the document, so two uploads at once take the next numbers in turn.
  const [row] = lock ? await query.for('update', { of: libraryFiles }) : await query
  return row as LibraryFileRow | undefined
}

export async function insertFile(
  tx: Tx,
  values: { companyId: string; folderId: string; title: string; description: string | null },
) {
  const [row] = await tx.insert(libraryFiles).values(values).returning({ id: libraryFiles.id })
  return row!.id
}

// Changes the document if it is still at `version`; false when it was changed meanwhile.
export async function updateFile(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: Partial<
    Pick<typeof libraryFiles.$inferInsert, 'folderId' | 'title' | 'description' | 'currentVersionId'>
  >,
) {
  const changed = await tx
    .update(libraryFiles)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(
      and(eq(libraryFiles.id, id), eq(libraryFiles.companyId, companyId), eq(libraryFiles.version, version)),
    )
    .returning({ id: libraryFiles.id })
  return changed.length > 0
}

// Deletes the document; its versions go with it (cascade). Answers their storage keys.
export async function deleteFile(tx: Tx, companyId: string, id: string) {
  const keys = await tx
    .select({ key: libraryFileVersions.storageKey })
    .from(libraryFileVersions)
    .where(and(eq(libraryFileVersions.fileId, id), eq(libraryFileVersions.companyId, companyId)))
  await tx.delete(libraryFiles).where(and(eq(libraryFiles.id, id), eq(libraryFiles.companyId, companyId)))
  return keys.map(({ key }) => key)
}

// Points a new document at its first version; a creation, not an edit, so the version stays.
export async function setFirstVersion(tx: Tx, id: string, versionId: string) {
  await tx.update(libraryFiles).set({ currentVersionId: versionId }).where(eq(libraryFiles.id, id))
}

// The company's most recently changed documents, at most `limit`.
export const latestFiles = (tx: Tx, companyId: string, limit: number) =>
  selectFiles(tx)
    .where(eq(libraryFiles.companyId, companyId))
    .orderBy(desc(libraryFiles.updatedAt), libraryFiles.id)
    .limit(limit) as PromiseLike<LibraryFileRow[]>
