import type { Readable } from 'node:stream'
import type { GeneratedFile, StoredFile } from '@scm/contracts'
import type { FastifyReply } from 'fastify'
import { notFound } from '../errors/app-error.ts'
import { contentDisposition } from './file-name.ts'
import { FileMissingError, type FileStore } from './file-store.ts'

// Sends a download endpoint's answer: a stored file streamed from the store, or a generated one
// rendered now, outside the request's transaction.
export async function sendFile(reply: FastifyReply, store: FileStore, file: StoredFile | GeneratedFile) {
  if ('render' in file) {
    const content = Buffer.from(await file.render())
    return sendDownload(reply, file, content.byteLength, content)
  }
  const content = await store.get(file.key).catch((error: unknown) => {
    if (!(error instanceof FileMissingError)) throw error
    reply.log.error({ key: file.key }, 'an attachment has no stored file')
    throw notFound()
  })
  return sendDownload(reply, file, file.size, content)
}

// It is always an attachment, its type is the one the server chose, and the browser may neither sniff
// another type nor run anything in it.
function sendDownload(
  reply: FastifyReply,
  file: { file_name: string; content_type: string },
  size: number,
  content: Readable | Buffer,
) {
  return reply
    .status(200)
    .header('content-type', file.content_type)
    .header('content-length', size)
    .header('content-disposition', contentDisposition(file.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(content)
}
