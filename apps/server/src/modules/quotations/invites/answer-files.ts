import type { AnswerFile, StoredFile } from '@scm/contracts'
import type { Platform } from '../../../platform/http/context.ts'
import type { AnswerFileRow } from './answer-file.queries.ts'

export const toAnswerFile = (file: AnswerFileRow): AnswerFile => ({
  id: file.id,
  file_name: file.fileName,
  content_type: file.contentType,
  size: file.size,
})

export const toStoredFile = (file: AnswerFileRow): StoredFile => ({
  key: file.storageKey,
  file_name: file.fileName,
  content_type: file.contentType,
  size: file.size,
})

// The bytes of files no answer names any more go once the change that let go of them is committed; a
// rollback keeps both.
export function dropFiles(
  ctx: { platform: Platform; afterCommit(task: () => Promise<void>): void },
  keys: string[],
) {
  if (keys.length > 0)
    ctx.afterCommit(async () => {
      await Promise.all(keys.map((key) => ctx.platform.files.delete(key)))
    })
}
