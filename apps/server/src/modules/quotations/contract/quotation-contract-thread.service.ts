import { type ContractCommentBody, contractSectionAttachments } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { conflict, notFound } from '../../../platform/errors/app-error.ts'
import { readAttachmentFile, readAttachments } from '../../../platform/files/attachment.service.ts'
import { notifyCompany } from '../../partners/index.ts'
import { findInvite } from '../invites/quotation-invite.queries.ts'
import type { AuthoredActor, InviteActor } from '../invites/quotation-invite.service.ts'
import { announceQuotationUpdated } from '../quotation-notices.ts'
import { findSection, insertComment } from './quotation-contract.queries.ts'
import { contractSection, contractSections, negotiable } from './quotation-contract-response.ts'

// A supplier's side of the negotiation, in the app or by guest link (decision 0040): the sections of
// the quotation of its own invite, with that invite's thread and no other supplier's.
async function ownInvite(actor: InviteActor, inviteId: string) {
  const row = await findInvite(actor.tx, actor.companyId, inviteId)
  if (!row) throw notFound()
  return row
}

export async function inviteContractSections(actor: AuthoredActor, inviteId: string) {
  const invite = await ownInvite(actor, inviteId)
  return contractSections(actor.tx, invite.quotationId, invite.id)
}

// A document section of the quotation of the supplier's own invite: a section of another quotation,
// or a topic, is not found.
async function documentSection(actor: InviteActor, inviteId: string, sectionId: string) {
  const invite = await ownInvite(actor, inviteId)
  const section = await findSection(actor.tx, invite.quotationId, sectionId)
  if (section?.kind !== 'document') throw notFound()
  return { type: contractSectionAttachments.type, entityId: section.id }
}

// A guest reads a document's files through its own scope: the attachments' shared policy admits
// those of the sections it sees, which are its quotation's only (decision 0043).
export async function inviteSectionFiles(actor: InviteActor, inviteId: string, sectionId: string) {
  return readAttachments(actor.tx, await documentSection(actor, inviteId, sectionId), actor.companyId)
}

export async function inviteSectionFile(
  actor: InviteActor,
  inviteId: string,
  sectionId: string,
  attachmentId: string,
) {
  const file = await readAttachmentFile(
    actor.tx,
    await documentSection(actor, inviteId, sectionId),
    attachmentId,
  )
  if (!file) throw notFound()
  return file
}

export async function commentAsSupplier(
  actor: AuthoredActor,
  inviteId: string,
  sectionId: string,
  body: z.output<typeof ContractCommentBody>,
) {
  const invite = await ownInvite(actor, inviteId)
  const section = await findSection(actor.tx, invite.quotationId, sectionId)
  if (!section) throw notFound()
  if (!negotiable(invite.quotationStatus)) throw conflict('quotations.contract.notNegotiable')
  if (section.status === 'closed') throw conflict('quotations.contract.sectionClosed')
  // A guest writes as the supplier the buyer named, by the address the link went to.
  const company = actor.companyName ?? invite.name
  await insertComment(actor.tx, {
    companyId: invite.companyId,
    sectionId,
    inviteId,
    side: 'supplier',
    authorCompany: company,
    authorName: actor.authorName ?? invite.email ?? invite.name,
    body: body.body,
  })
  const after = await contractSection(actor.tx, invite.quotationId, sectionId, inviteId)
  // A guest's change goes in the buyer's trail, which is where its invite is.
  await recordAudit(
    { tx: actor.tx, companyId: actor.companyId ?? invite.companyId, userId: actor.userId },
    {
      entityType: 'quotation-invite',
      entityId: inviteId,
      action: 'contract-comment.created',
      after: { section_id: sectionId },
    },
  )
  actor.afterCommit(() =>
    notifyCompany(actor.platform, invite.companyId, 'list.quotations', {
      type: 'quotation-comment',
      message: 'quotations.notice.comment',
      params: { company, title: section.title, number: invite.quotationNumber },
      link: `/quotations/${invite.quotationId}`,
      linkText: 'quotations.notice.openQuotation',
    }),
  )
  announceQuotationUpdated(actor, invite.companyId, {
    id: invite.quotationId,
    number: invite.quotationNumber,
    status: invite.quotationStatus,
  })
  return after
}
