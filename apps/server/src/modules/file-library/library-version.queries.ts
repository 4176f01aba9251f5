import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { libraryFiles, libraryFileVersions } from './library-file.table.ts'

const versions = libraryFileVersions
const columns = {
  ...getTableColumns(versions),
  uploadedByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
}
export type LibraryVersionRow = typeof versions.$inferSelect & { uploadedByName: string | null }
export type NewVersion = Omit<typeof versions.$inferInsert, 'id' | 'number' | 'uploadedAt' | 'version'>

const owned = (companyId: string, id: string) => and(eq(versions.id, id), eq(versions.companyId, companyId))

// Newest first.
export const versionsOf = (tx: Tx, companyId: string, fileId: string): Promise<LibraryVersionRow[]> =>
  tx
    .select(columns)
    .from(versions)
    .leftJoin(users, eq(users.id, versions.uploadedBy))
    .where(and(eq(versions.fileId, fileId), eq(versions.companyId, companyId)))
    .orderBy(desc(versions.number))

// The versions of several documents at once, newest first within each.
export const versionsOfFiles = (
  tx: Tx,
  companyId: string,
  fileIds: string[],
): Promise<LibraryVersionRow[]> =>
  fileIds.length === 0
    ? Promise.resolve([])
    : tx
        .select(columns)
        .from(versions)
        .leftJoin(users, eq(users.id, versions.uploadedBy))
        .where(and(inArray(versions.fileId, fileIds), eq(versions.companyId, companyId)))
        .orderBy(asc(versions.fileId), desc(versions.number))

export async function findVersion(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select().from(versions).where(owned(companyId, id))
  return row
}

// The next number of the document, which the caller has locked.
export async function insertVersion(tx: Tx, values: NewVersion) {
  const [row] = await tx
    .insert(versions)
    .values({
      ...values,
      number: sql`(select coalesce(max(${versions.number}), 0) + 1 from ${versions} where ${versions.fileId} = ${values.fileId})`,
    })
    .returning({ id: versions.id })
  return row!.id
}

// Changes the validity if the version is still at `version`; false when it was changed meanwhile.
export async function updateValidity(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  validity: { validFrom: string; validTo: string },
) {
  const changed = await tx
    .update(versions)
    .set({ ...validity, version: version + 1 })
    .where(and(owned(companyId, id), eq(versions.version, version)))
    .returning({ id: versions.id })
  return changed.length > 0
}

// The versions among `ids` that belong to the company, with their document's title.
export const versionsByIds = (tx: Tx, companyId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          id: versions.id,
          fileId: versions.fileId,
          title: libraryFiles.title,
          number: versions.number,
          fileName: versions.fileName,
          contentType: versions.contentType,
          size: versions.size,
          validFrom: versions.validFrom,
          validTo: versions.validTo,
        })
        .from(versions)
        .innerJoin(libraryFiles, eq(libraryFiles.id, versions.fileId))
        .where(and(eq(versions.companyId, companyId), inArray(versions.id, ids)))
        .orderBy(asc(sql`lower(${libraryFiles.title})`), desc(versions.number))
