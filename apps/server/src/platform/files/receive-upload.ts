import { randomUUID } from 'node:crypto'
import { acceptedFileType, formatMegabytes, type StoredFile, type UploadSpec } from '@scm/contracts'
import type { FastifyRequest } from 'fastify'
import { AppError, invalidField } from '../errors/app-error.ts'
import { safeFileName } from './file-name.ts'
import type { FileStore } from './file-store.ts'

// Reads the request's file part (named `file`) into the store under a new key of the company, within
// the endpoint's limits. When it fails, nothing stays stored.
export async function receiveUpload(
  request: FastifyRequest,
  store: FileStore,
  spec: UploadSpec,
  companyId: string,
): Promise<StoredFile> {
  if (!request.isMultipart()) throw invalidField('file', 'files.missing')
  const part = await request.file({ limits: { fileSize: spec.maxBytes, files: 1, parts: 10 } })
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
    // A client that went away mid-upload is not a server fault, and nobody reads the answer.
    if (request.raw.destroyed) throw new AppError(400, 'errors.generic')
    throw error
  })
  // Past the limit the parser stops passing bytes on and marks the file truncated.
  if (part.file.truncated || size === 0) {
    await store.delete(key)
    if (size === 0) throw invalidField('file', 'files.empty')
    throw new AppError(413, 'files.tooLarge', { max: formatMegabytes(spec.maxBytes) })
  }
  return { key, file_name: fileName, content_type: contentType, size }
}
