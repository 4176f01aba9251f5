import { z } from 'zod'
import { attachmentUpload } from '../files/attachment.contract.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { defineUploadEndpoint, FileContent } from '../http/file.ts'
import {
  LibraryFileDetail,
  LibraryFileList,
  LibraryFileListQuery,
  LibraryFileParams,
  LibraryValidity,
  LibraryVersionParams,
  NewLibraryFileQuery,
  UpdateLibraryFileBody,
  UpdateLibraryVersionBody,
} from './library-file.contract.ts'

export const libraryChoicesLimit = 500
const read = 'list.quotations'
const write = 'create.quotation'
const files = '/file-library/files'
const version = `${files}/:id/versions/:versionId`

// The documents of the file library. Uploads take the platform's attachment limits and file types.
export const libraryFileEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: files,
    permission: read,
    query: LibraryFileListQuery,
    response: LibraryFileList,
  }),
  // Every document with all its versions, to choose what to attach to a request for quotation; at
  // most `libraryChoicesLimit` documents, most recently changed first.
  choices: defineEndpoint({
    method: 'GET',
    path: '/file-library/choices',
    permission: write,
    response: z.object({ data: z.array(LibraryFileDetail) }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${files}/:id`,
    permission: read,
    params: LibraryFileParams,
    response: LibraryFileDetail,
  }),
  create: defineUploadEndpoint({
    method: 'POST',
    path: files,
    summary: 'Adds a document with its first version: multipart/form-data with one part named "file"',
    permission: write,
    query: NewLibraryFileQuery,
    upload: attachmentUpload,
    response: LibraryFileDetail,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${files}/:id`,
    permission: write,
    params: LibraryFileParams,
    body: UpdateLibraryFileBody,
    response: LibraryFileDetail,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${files}/:id`,
    summary: 'Deletes a document with all its versions',
    permission: write,
    params: LibraryFileParams,
    response: MessageBody,
  }),
  addVersion: defineUploadEndpoint({
    method: 'POST',
    path: `${files}/:id/versions`,
    summary: 'Uploads the next version of a document: multipart/form-data with one part named "file"',
    permission: write,
    params: LibraryFileParams,
    query: LibraryValidity,
    upload: attachmentUpload,
    response: LibraryFileDetail,
    status: 201,
  }),
  updateVersion: defineEndpoint({
    method: 'PUT',
    path: version,
    permission: write,
    params: LibraryVersionParams,
    body: UpdateLibraryVersionBody,
    response: LibraryFileDetail,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: `${version}/content`,
    summary: 'The file of one version, as an attachment',
    permission: read,
    params: LibraryVersionParams,
    response: FileContent,
  }),
}
