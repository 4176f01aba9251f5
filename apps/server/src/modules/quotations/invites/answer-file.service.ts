import type { StoredFile } from '@scm/contracts'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { invalidField, notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { criteriaOfQuotation } from '../quotation.queries.ts'
import { findOwnQuotation } from '../quotation.service.ts'
import {
  findAnswerFile,
  findSentAnswerFile,
  insertAnswerFile,
  removeUnansweredFiles,
} from './answer-file.queries.ts'
import { dropFiles, toAnswerFile, toStoredFile } from './answer-files.ts'
import { findInvite } from './quotation-invite.queries.ts'
import { auditOf, type InviteActor, inviteTakingAnswers } from './quotation-invite.service.ts'

// The invite a file may answer a criterion of: the actor's own, still taking answers, and the
// criterion one of its quotation's that asks for a file. A guest's upload is checked so before a byte
// of it is read; every upload again in the transaction that keeps it.
export async function fileCriterionInvite(actor: InviteActor, inviteId: string, criterionId: string) {
  const invite = await inviteTakingAnswers(actor, inviteId)
  const criterion = (await criteriaOfQuotation(actor.tx, invite.quotationId)).find(
    (each) => each.id === criterionId,
  )
  if (!criterion) throw notFound()
  if (criterion.type !== 'file') throw invalidField('file', 'quotations.answers.notAFile')
  return invite
}

// Keeps an uploaded file for the criterion; it becomes the answer when the response is saved naming
// it (decision 0042). An earlier upload to the criterion that no answer names is dropped: the form
// holds one file per criterion.
export async function uploadAnswerFile(
  actor: InviteActor,
  inviteId: string,
  criterionId: string,
  file: StoredFile,
) {
  const invite = await fileCriterionInvite(actor, inviteId, criterionId)
  const row = await insertAnswerFile(actor.tx, invite, criterionId, file)
  dropFiles(actor, await removeUnansweredFiles(actor.tx, inviteId, { criterionId, keep: row.id }))
  const uploaded = toAnswerFile(row)
  await recordAudit(auditOf(actor, invite), {
    entityType: 'quotation-invite',
    entityId: inviteId,
    action: 'attachment.added',
    after: { criterion_id: criterionId, ...uploaded },
  })
  return uploaded
}

// A supplier's or guest's own file, whether in the answer it works on or the one it sent.
export async function ownAnswerFile(actor: InviteActor, inviteId: string, fileId: string) {
  const invite = await findInvite(actor.tx, actor.companyId, inviteId)
  if (!invite) throw notFound()
  const file = await findAnswerFile(actor.tx, inviteId, fileId)
  if (!file) throw notFound()
  return toStoredFile(file)
}

// The buyer's download: only a file a sent answer names, as the compare view shows it.
export async function sentAnswerFile(ctx: RequestContext, quotationId: string, fileId: string) {
  await findOwnQuotation(ctx, quotationId)
  const file = await findSentAnswerFile(ctx.tx, quotationId, fileId)
  if (!file) throw notFound()
  return toStoredFile(file)
}
