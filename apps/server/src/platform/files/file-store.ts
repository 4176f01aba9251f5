import type { Readable } from 'node:stream'

// Where uploaded bytes live; the database keeps the names and keys (attachments). Keys are made by the
// server (`<company id>/<uuid>`), never from a user's file name. An S3-compatible store would be a
// second implementation of this interface, picked in create-file-store.ts from the configuration.
export interface FileStore {
  // Writes the stream under the key and resolves with its size once the file is complete; a failed
  // or interrupted write leaves nothing under the key.
  put(key: string, content: Readable): Promise<{ size: number }>
  // The stored bytes; rejects with FileMissingError when nothing is stored under the key.
  get(key: string): Promise<Readable>
  // Removes the file; a key with nothing stored is no error, so a removal can be retried.
  delete(key: string): Promise<void>
}

export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No file is stored under ${key}`)
  }
}

// A small stored file's bytes in memory (an import file under its upload limit).
export async function readStoredFile(store: FileStore, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of await store.get(key)) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}
