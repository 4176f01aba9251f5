import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter } from '../http/crud-endpoints.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { IsoDate } from '../partners/partner-fields.ts'

// One uploaded version of a library document: the file and the period it is valid for. `expired` is
// the server's: valid_to is before today (Europe/Stockholm).
export const LibraryFileVersion = z.object({
  id: Id,
  // 1, 2, 3 … in the order they were uploaded; the highest is the document's current version.
  number: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  valid_from: IsoDate,
  valid_to: IsoDate,
  expired: z.boolean(),
  uploaded_by_name: z.string().nullable(),
  uploaded_at: Timestamp,
  version: Version,
})
export type LibraryFileVersion = z.infer<typeof LibraryFileVersion>

// A document of the library as its list shows it: the current version's file and validity inline.
export const LibraryFile = z.object({
  id: Id,
  folder_id: Id,
  folder_name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  current_version_id: Id,
  current_number: z.number().int(),
  file_name: z.string(),
  valid_from: IsoDate,
  valid_to: IsoDate,
  expired: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type LibraryFile = z.infer<typeof LibraryFile>

// A document with every version, newest first.
export const LibraryFileDetail = LibraryFile.extend({ versions: z.array(LibraryFileVersion) })
export type LibraryFileDetail = z.infer<typeof LibraryFileDetail>

export const LibraryFileParams = IdParams
export const LibraryVersionParams = z.strictObject({ id: Id, versionId: Id })

// A version is valid for a period that ends on or after the day it starts.
const validityInOrder = (body: { valid_from: string; valid_to: string }, ctx: z.RefinementCtx) => {
  if (body.valid_to < body.valid_from)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'fileLibrary.validToBeforeFrom' })
}
const validityFields = { valid_from: IsoDate, valid_to: IsoDate }

export const LibraryValidity = z.strictObject(validityFields).superRefine(validityInOrder)
export type LibraryValidity = z.input<typeof LibraryValidity>

const documentFields = {
  folder_id: Id,
  title: z.string().trim().min(1).max(200),
  description: optionalText(2000),
}

// A new document's first version travels as the upload's file; what describes it travels in the query,
// since an upload endpoint's body is the file alone.
export const NewLibraryFileQuery = z
  .strictObject({ ...documentFields, ...validityFields })
  .superRefine(validityInOrder)
export type NewLibraryFileQuery = z.input<typeof NewLibraryFileQuery>

export const UpdateLibraryFileBody = z.strictObject({ ...documentFields, version: Version })
export type UpdateLibraryFileBody = z.input<typeof UpdateLibraryFileBody>

export const UpdateLibraryVersionBody = z
  .strictObject({ ...validityFields, version: Version })
  .superRefine(validityInOrder)
export type UpdateLibraryVersionBody = z.input<typeof UpdateLibraryVersionBody>

export const libraryFileSorts = ['title', 'valid_to', 'updated'] as const
export const LibraryFileListQuery = listQuery(libraryFileSorts, { folder_id: Id, expired: ActiveFilter })
export const LibraryFileList = listResponse(LibraryFile)
