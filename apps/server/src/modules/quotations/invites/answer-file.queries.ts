import type { StoredFile } from '@scm/contracts'
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { quotationAnswers, quotationInvites } from '../quotation.table.ts'
import { quotationAnswerFiles } from './answer-file.table.ts'

export type AnswerFileRow = typeof quotationAnswerFiles.$inferSelect

export async function insertAnswerFile(
  tx: Tx,
  invite: { id: string; companyId: string },
  criterionId: string,
  file: StoredFile,
) {
  const [row] = await tx
    .insert(quotationAnswerFiles)
    .values({
      companyId: invite.companyId,
      inviteId: invite.id,
      criterionId,
      fileName: file.file_name,
      contentType: file.content_type,
      size: file.size,
      storageKey: file.key,
    })
    .returning()
  return row!
}

export const answerFilesOfInvite = (tx: Tx, inviteId: string) =>
  tx.select().from(quotationAnswerFiles).where(eq(quotationAnswerFiles.inviteId, inviteId))

export async function findAnswerFile(tx: Tx, inviteId: string, fileId: string) {
  const [row] = await tx
    .select()
    .from(quotationAnswerFiles)
    .where(and(eq(quotationAnswerFiles.inviteId, inviteId), eq(quotationAnswerFiles.id, fileId)))
  return row
}

// A file of the quotation that a supplier's sent answer names: the buyer reads nothing else.
export async function findSentAnswerFile(tx: Tx, quotationId: string, fileId: string) {
  const [row] = await tx
    .select({ file: quotationAnswerFiles })
    .from(quotationAnswerFiles)
    .innerJoin(quotationInvites, eq(quotationInvites.id, quotationAnswerFiles.inviteId))
    .innerJoin(
      quotationAnswers,
      and(
        eq(quotationAnswers.inviteId, quotationAnswerFiles.inviteId),
        eq(quotationAnswers.criterionId, quotationAnswerFiles.criterionId),
        eq(quotationAnswers.sent, true),
        sql`${quotationAnswers.value} = ${quotationAnswerFiles.id}::text`,
      ),
    )
    .where(
      and(
        eq(quotationInvites.quotationId, quotationId),
        isNotNull(quotationInvites.answeredAt),
        eq(quotationAnswerFiles.id, fileId),
      ),
    )
  return row?.file
}

// Removes the invite's files that neither the working nor the sent answer names (a replaced or removed
// file, an upload never saved), only the criterion's and never `keep` when named; the keys go back for
// their bytes to be deleted after commit. Columns are named with the table: drizzle leaves a lone
// table's unqualified, and inside the subquery they would read as the answer's.
export async function removeUnansweredFiles(
  tx: Tx,
  inviteId: string,
  only?: { criterionId: string; keep: string },
) {
  const removed = await tx
    .delete(quotationAnswerFiles)
    .where(
      and(
        eq(quotationAnswerFiles.inviteId, inviteId),
        only ? eq(quotationAnswerFiles.criterionId, only.criterionId) : undefined,
        only ? ne(quotationAnswerFiles.id, only.keep) : undefined,
        sql`not exists (select 1 from quotation_answers a where a.invite_id = quotation_answer_files.invite_id and a.value = quotation_answer_files.id::text)`,
      ),
    )
    .returning({ key: quotationAnswerFiles.storageKey })
  return removed.map(({ key }) => key)
}
