import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'

// The buyer's own shelves for the documents it sends with requests for quotation (spec §3 "FAQ,
// folder and attachment"). Flat: one level is all a library of a few dozen documents needs.
export const LibraryFolder = z.object({
  id: Id,
  name: z.string(),
  // How many documents the folder holds, for the folder list and its delete check.
  file_count: z.number().int(),
  updated_at: Timestamp,
  version: Version,
})
export type LibraryFolder = z.infer<typeof LibraryFolder>

export const LibraryFolderBody = z.strictObject({ name: z.string().trim().min(1).max(120) })
export type LibraryFolderBody = z.input<typeof LibraryFolderBody>
export const UpdateLibraryFolderBody = LibraryFolderBody.extend({ version: Version })
export type UpdateLibraryFolderBody = z.input<typeof UpdateLibraryFolderBody>

const read = 'list.quotations'
const write = 'create.quotation'

export const libraryFolderEndpoints = {
  // Every folder at once, by name: a company keeps a handful, shown beside the file list.
  list: defineEndpoint({
    method: 'GET',
    path: '/file-library/folders',
    permission: read,
    response: z.array(LibraryFolder),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/file-library/folders',
    permission: write,
    body: LibraryFolderBody,
    response: LibraryFolder,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/file-library/folders/:id',
    permission: write,
    params: IdParams,
    body: UpdateLibraryFolderBody,
    response: LibraryFolder,
  }),
  // A folder that still holds documents is refused (409 fileLibrary.folderNotEmpty).
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/file-library/folders/:id',
    permission: write,
    params: IdParams,
    response: MessageBody,
  }),
}
