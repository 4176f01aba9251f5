import {
  libraryFileEndpoints as files,
  libraryFolderEndpoints as folders,
  type LibraryFileDetail,
  type LibraryValidity,
  type Locale,
  type NewLibraryFileQuery,
} from '@scm/contracts'
import { expect } from 'vitest'
import { type ApiClient, toCall } from '../../../testing/api-client.ts'
import { samplePdf } from '../../../testing/sample-files.ts'

// A multipart form with one part named `file`, as the browser sends an upload.
export function fileForm(
  name = 'tech-pack.pdf',
  content: string | Uint8Array = samplePdf,
  type = 'application/pdf',
) {
  const form = new FormData()
  form.append('file', new Blob([content as BlobPart], { type }), name)
  return form
}

// The contract types the upload body as the browser's File; the tests send the multipart form itself.
export const newFileCall = (query: NewLibraryFileQuery, form = fileForm(), locale?: Locale) => ({
  ...toCall(files.create, { query, locale }),
  payload: form,
})
export const newVersionCall = (id: string, query: LibraryValidity, form = fileForm(), locale?: Locale) => ({
  ...toCall(files.addVersion, { params: { id }, query, locale }),
  payload: form,
})

export async function uploadFile(client: ApiClient, query: NewLibraryFileQuery, form = fileForm()) {
  const response = await client.send(newFileCall(query, form))
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as LibraryFileDetail
}

export async function folderNamed(client: ApiClient, name: string) {
  const found = (await client.call(folders.list)).find((folder) => folder.name === name)
  return found ?? (await client.call(folders.create, { body: { name } }))
}
