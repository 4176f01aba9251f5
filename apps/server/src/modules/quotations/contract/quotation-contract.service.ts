import type { BuyerContractCommentBody, ContractSectionBody, UpdateContractSectionBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { AppError, conflict, notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { messageBody } from '../../../platform/http/message.ts'
import { notifyCompany } from '../../partners/index.ts'
import { mailExternalSupplier, withLiveLink } from '../invites/quotation-invite-mail.ts'
import { findQuotation, invitesOfQuotation, type QuotationRow } from '../quotation.queries.ts'
import { announceInvitesUpdated, announceQuotationUpdated } from '../quotation-notices.ts'
import {
  bumpSection,
  deleteSection,
  findSection,
  findSentInvite,
  insertComment,
  insertSection,
} from './quotation-contract.queries.ts'
import { contractSection, contractSections, negotiable } from './quotation-contract-response.ts'

type CommentBody = z.output<typeof BuyerContractCommentBody>

async function ownQuotation(ctx: RequestContext, id: string) {
  const row = await findQuotation(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return row
}

// The buyer sets the contract's sections while it asks; once awarded or closed they are what was agreed.
async function editableQuotation(ctx: RequestContext, id: string) {
  const row = await ownQuotation(ctx, id)
  if (row.status !== 'draft' && row.status !== 'in-progress')
    throw conflict('quotations.contract.notEditable')
  return row
}

async function ownSection(ctx: RequestContext, quotationId: string, id: string) {
  const row = await findSection(ctx.tx, quotationId, id)
  if (!row) throw notFound()
  return row
}

const audit = (ctx: RequestContext, quotationId: string, action: string, before?: object, after?: object) =>
  recordAudit(ctx, { entityType: 'quotation', entityId: quotationId, action, before, after })

// The buyer's compare pages and the suppliers' invite pages (the contract is on both) refetch.
async function announce(ctx: RequestContext, row: QuotationRow) {
  announceQuotationUpdated(ctx, ctx.companyId, { id: row.id, number: row.number, status: row.status })
  announceInvitesUpdated(ctx, await invitesOfQuotation(ctx.tx, row.id))
}

export async function listContractSections(ctx: RequestContext, id: string) {
  await ownQuotation(ctx, id)
  return contractSections(ctx.tx, id, null)
}

export async function createContractSection(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof ContractSectionBody>,
) {
  const quotation = await editableQuotation(ctx, id)
  const row = await insertSection(ctx.tx, { companyId: ctx.companyId, quotationId: id, ...body })
  const after = await contractSection(ctx.tx, id, row.id, null)
  await audit(ctx, id, 'contract-section.created', undefined, after)
  await announce(ctx, quotation)
  return after
}

// Edits, closes and reopens: each under the section's version.
async function changeSection(
  ctx: RequestContext,
  id: string,
  sectionId: string,
  version: number,
  action: string,
  values: Parameters<typeof bumpSection>[3],
) {
  const quotation = await editableQuotation(ctx, id)
  const section = await ownSection(ctx, id, sectionId)
  if (section.version !== version) throw conflict()
  const before = await contractSection(ctx.tx, id, sectionId, null)
  if (!(await bumpSection(ctx.tx, sectionId, version, values))) throw conflict()
  const after = await contractSection(ctx.tx, id, sectionId, null)
  await audit(ctx, id, action, before, after)
  await announce(ctx, quotation)
  return after
}

export const updateContractSection = (
  ctx: RequestContext,
  id: string,
  sectionId: string,
  body: z.output<typeof UpdateContractSectionBody>,
) =>
  changeSection(ctx, id, sectionId, body.version, 'contract-section.updated', {
    title: body.title,
    description: body.description,
  })

export const closeContractSection = (ctx: RequestContext, id: string, sectionId: string, version: number) =>
  changeSection(ctx, id, sectionId, version, 'contract-section.closed', { status: 'closed' })

export const reopenContractSection = (ctx: RequestContext, id: string, sectionId: string, version: number) =>
  changeSection(ctx, id, sectionId, version, 'contract-section.reopened', { status: 'open' })

// Its threads go with it.
export async function removeContractSection(ctx: RequestContext, id: string, sectionId: string) {
  const quotation = await editableQuotation(ctx, id)
  await ownSection(ctx, id, sectionId)
  const before = await contractSection(ctx.tx, id, sectionId, null)
  await deleteSection(ctx.tx, sectionId)
  await audit(ctx, id, 'contract-section.deleted', before)
  await announce(ctx, quotation)
  return messageBody(ctx, 'records.deleted')
}

// The buyer writes in one supplier's thread; that supplier's users are told, an external supplier by
// mail while its link works (decision 0043).
export async function commentAsBuyer(ctx: RequestContext, id: string, sectionId: string, body: CommentBody) {
  const quotation = await ownQuotation(ctx, id)
  const section = await ownSection(ctx, id, sectionId)
  const invite = await findSentInvite(ctx.tx, id, body.invite_id)
  if (!invite)
    throw new AppError(422, 'errors.validation', {}, { invite_id: ['quotations.contract.unknownInvite'] })
  if (!negotiable(quotation.status)) throw conflict('quotations.contract.notNegotiable')
  if (section.status === 'closed') throw conflict('quotations.contract.sectionClosed')
  await insertComment(ctx.tx, {
    companyId: ctx.companyId,
    sectionId,
    inviteId: invite.id,
    side: 'buyer',
    authorCompany: ctx.principal.company,
    authorName: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim(),
    body: body.body,
  })
  const after = await contractSection(ctx.tx, id, sectionId, null)
  await audit(ctx, id, 'contract-comment.created', undefined, { section_id: sectionId, invite_id: invite.id })
  for (const external of await withLiveLink(ctx.tx, ctx.companyId, [invite]))
    await mailExternalSupplier(ctx, external, {
      subject: 'guest.mail.quotationCommentSubject',
      body: 'guest.mail.quotationCommentBody',
      params: {
        buyer: ctx.principal.company,
        title: section.title,
        number: quotation.number,
        name: quotation.name,
      },
    })
  const supplierCompanyId = invite.supplierCompanyId
  if (supplierCompanyId)
    ctx.afterCommit(() =>
      notifyCompany(ctx.platform, supplierCompanyId, 'list.quotation.invites', {
        type: 'quotation-comment',
        message: 'quotations.notice.comment',
        params: { company: ctx.principal.company, title: section.title, number: quotation.number },
        link: `/quotation-invites/${invite.id}`,
        linkText: 'quotations.notice.openInvite',
      }),
    )
  await announce(ctx, quotation)
  return after
}
