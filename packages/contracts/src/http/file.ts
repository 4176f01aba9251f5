import { z } from 'zod'
import type { MessageKey } from '../i18n/messages.ts'
import { defineEndpoint, type Endpoint } from './endpoint.ts'

// What an upload endpoint takes: one multipart/form-data part named `file`, at most `maxBytes`, of a
// listed type. `fileTypes` maps a lower-case extension to the content types a browser may declare for
// it; the first is the one the file is stored and served with.
export interface UploadSpec {
  maxBytes: number
  fileTypes: Readonly<Record<string, readonly [string, ...string[]]>>
  // What a file of another type is told, when the generic attachment message does not fit.
  typeMessage?: MessageKey
}

// A file in the file store: what an upload handler receives once the bytes are stored, and what a
// download handler returns for the route to stream.
export interface StoredFile {
  key: string
  file_name: string
  content_type: string
  size: number
}

// The body of an upload endpoint types both sides: the browser passes a File (callApi sends it as
// multipart/form-data), the handler receives the StoredFile. The server reads the part itself, with the
// endpoint's UploadSpec, before its handler runs, so this schema is never run on the server.
export const UploadBody = z
  .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob)
  .transform((value) => value as unknown as StoredFile)

// A file the server makes on request (a printable PDF). route() renders it after the request's
// transaction has ended, so no transaction waits on the rendering.
export interface GeneratedFile {
  file_name: string
  content_type: string
  render: () => Promise<Uint8Array>
}

// The response of a download endpoint: the file's bytes, sent as an attachment under its name.
export const FileContent = z.custom<StoredFile | GeneratedFile>()

const genericTypes = new Set(['', 'application/octet-stream'])

// The content type a file is kept under, or null when its type is not accepted: the extension must
// be listed, and a specific declared type must be one the extension allows (a browser that does not
// know the type sends none or application/octet-stream).
export function acceptedFileType(spec: UploadSpec, fileName: string, declaredType: string): string | null {
  const dot = fileName.lastIndexOf('.')
  if (dot < 0) return null
  const types = spec.fileTypes[fileName.slice(dot + 1).toLowerCase()]
  if (!types) return null
  const declared = declaredType.split(';')[0]!.trim().toLowerCase()
  return genericTypes.has(declared) || types.includes(declared) ? types[0] : null
}

// "10 MB" for messages; the limits are whole mebibytes.
export const formatMegabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

// An endpoint whose body is one uploaded file: route() streams it into the file store within the
// spec's limits (413 beyond the size, 422 for another type or no file) and hands the handler the
// StoredFile; the browser calls it with `callApi(endpoint, { params, body: file })`.
export function defineUploadEndpoint<
  P extends z.ZodType = z.ZodType<undefined>,
  Q extends z.ZodType = z.ZodType<undefined>,
  R extends z.ZodType = z.ZodType,
>(endpoint: Omit<Endpoint<P, Q, typeof UploadBody, R>, 'body'> & { upload: UploadSpec }) {
  return defineEndpoint<P, Q, typeof UploadBody, R>({ ...endpoint, body: UploadBody })
}
