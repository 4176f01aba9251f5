import { randomUUID } from 'node:crypto'
import { acceptedFileType, formatMegabytes, type StoredFile, type UploadSpec } from '@scm/contracts'
import type { FastifyRequest } from 'fastify'
import { AppError, invalidField } from '../errors/app-error.ts'
import { contentFits } from './file-content.ts'
import { safeFileName } from './file-name.ts'
import type { FileStore } from './file-store.ts'

// Enough of a file for file-type to tell every format it knows.
const headBytes = 4100

// Reads the request's file part (named `file`) into the store under a new key of the company, within
// the endpoint's limits. The type it is kept under is the one its name asks for, and only if its
// content starts the way that type does. When it fails, nothing stays stored.
export async function receiveUpload(
  request: FastifyRequest,
  store: FileStore,
  spec: UploadSpec,
  companyId: string,
): Promise<StoredFile> {
  if (!request.isMultipart()) throw invalidField('file', 'files.missing')
  const part = await request
    .file({ limits: { fileSize: spec.maxBytes, files: 1, parts: 10 } })
    .catch((error: unknown) => {
      throw unreadableForm(error)
    })
  if (part?.fieldname !== 'file') {
    part?.file.resume()
    throw invalidField('file', 'files.missing')
  }
  const fileName = safeFileName(part.filename)
  const contentType = acceptedFileType(spec, fileName, part.mimetype)
  if (!contentType) {
    part.file.resume()
    throw invalidField('file', spec.typeMessage ?? 'files.type')
  }
  const key = `${companyId}/${randomUUID()}`
  const { size } = await store.put(key, part.file).catch((error: unknown) => {
    // A form that ends mid-file, or a client that went away, is not a server fault.
    if (part.file.errored || request.raw.destroyed) throw new AppError(400, 'files.incomplete')
    throw error
  })
  // Past the limit the parser stops passing bytes on and marks the file truncated.
  if (part.file.truncated || size === 0) {
    await store.delete(key)
    if (size === 0) throw invalidField('file', 'files.empty')
    throw new AppError(413, 'files.tooLarge', { max: formatMegabytes(spec.maxBytes) })
  }
  // Loaded with the first upload rather than on every start.
  const { fileTypeFromBuffer } = await import('file-type')
  if (!contentFits(contentType, await fileTypeFromBuffer(await readHead(store, key)))) {
    await store.delete(key)
    throw invalidField('file', 'files.contentMismatch', { name: fileName })
  }
  return { key, file_name: fileName, content_type: contentType, size }
}

// The multipart plugin's limits keep their status (413); anything else wrong with the form is the
// client's: no boundary, a body that is not multipart, a part without headers.
function unreadableForm(error: unknown) {
  const status = (error as { statusCode?: number }).statusCode
  return status === 413 ? error : new AppError(400, 'files.malformed')
}

async function readHead(store: FileStore, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of await store.get(key)) {
    chunks.push(Buffer.from(chunk))
    length += chunk.length
    if (length >= headBytes) break
  }
  return Buffer.concat(chunks).subarray(0, headBytes)
}
