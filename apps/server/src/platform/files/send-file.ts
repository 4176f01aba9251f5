import type { StoredFile } from '@scm/contracts'
import type { FastifyReply } from 'fastify'
import { notFound } from '../errors/app-error.ts'
import { contentDisposition } from './file-name.ts'
import { FileMissingError, type FileStore } from './file-store.ts'

// Streams a stored file as a download. It is always an attachment, its type is the one the server
// chose at upload, and the browser may neither sniff another type nor run anything in it.
export async function sendStoredFile(reply: FastifyReply, store: FileStore, file: StoredFile) {
  const content = await store.get(file.key).catch((error: unknown) => {
    if (!(error instanceof FileMissingError)) throw error
    reply.log.error({ key: file.key }, 'an attachment has no stored file')
    throw notFound()
  })
  return reply
    .status(200)
    .header('content-type', file.content_type)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(content)
}
