import type { GuestLink, Quotation, QuotationSummary, quotationEndpoints } from '@scm/contracts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta } from '../../platform/db/list.ts'
import { assertReference } from '../../platform/db/references.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import { listGuestLinks } from '../../platform/guest-links/guest-links.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import type { Handler } from '../../platform/http/route.ts'
import { assertProjectReference } from '../projects/index.ts'
import { toCriterion } from './criterion-values.ts'
import { quotationInviteLink } from './invites/quotation-invite-link.ts'
import {
  criteriaOfQuotation,
  deleteQuotation,
  findQuotation,
  findQuotationPage,
  insertQuotation,
  invitesOfQuotation,
  isActiveColleague,
  itemsOfQuotation,
  type QuotationInviteRow,
  type QuotationItemRow,
  type QuotationQuery,
  type QuotationRow,
  replaceQuotationCriteria,
} from './quotation.queries.ts'
import { attachedLibrary } from './quotation-library-view.ts'
import { isActiveTemplateOf, templateCriteria } from './templates/quotation-template.queries.ts'

type Input<E extends keyof typeof quotationEndpoints> = Parameters<Handler<(typeof quotationEndpoints)[E]>>[0]
export type CreateBody = Input<'create'>['body']
export type UpdateBody = Input<'update'>['body']

const toSummary = (row: QuotationRow): QuotationSummary => ({
  id: row.id,
  number: row.number,
  name: row.name,
  reference: row.reference,
  status: row.status,
  assignee_id: row.assigneeId,
  assignee_name: row.assigneeName,
  project_id: row.projectId,
  project_name: row.projectName,
  deadline: row.deadline,
  due_date: row.dueDate,
  currency: row.currency as QuotationSummary['currency'],
  budget: row.budget,
  criteria_count: row.criteriaCount,
  item_count: row.itemCount,
  supplier_count: row.supplierCount,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

export const toItem = (row: QuotationItemRow) => ({
  id: row.id,
  article_id: row.articleId,
  article_code: row.articleCode,
  article_name: row.articleName,
  quantity: row.quantity,
  target_price: row.targetPrice,
  note: row.note,
})

// The parts of a guest link the buyer reads beside the supplier it was mailed to.
export const linkSummary = (link: GuestLink | undefined) =>
  link
    ? {
        recipient_email: link.recipient_email,
        status: link.status,
        password_required: link.password_required,
        expires_at: link.expires_at,
      }
    : null

const toSupplier = (row: QuotationInviteRow, link: GuestLink | undefined) => ({
  id: row.id,
  supplier_id: row.agreementId,
  name: row.name,
  email: row.email,
  org_number: row.orgNumber,
  status: row.status,
  sent_at: row.sentAt?.toISOString() ?? null,
  answered_at: row.answeredAt?.toISOString() ?? null,
  guest_link: linkSummary(link),
})

// Each external supplier's latest link (decision 0039); a supplier in the app has none.
export async function latestLinks(ctx: RequestContext, invites: QuotationInviteRow[]) {
  const external = invites.filter((invite) => !invite.supplierCompanyId)
  const links = await listGuestLinks(
    ctx.tx,
    ctx.companyId,
    external.map((invite) => ({ type: quotationInviteLink.documentType, id: invite.id })),
  )
  const latest = new Map<string, GuestLink>()
  for (const link of links) if (!latest.has(link.document_id)) latest.set(link.document_id, link)
  return latest
}

export async function listQuotations(ctx: RequestContext, query: QuotationQuery) {
  const { rows, total } = await findQuotationPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toSummary), meta: listMeta(query, total) }
}

export async function findOwnQuotation(ctx: RequestContext, id: string) {
  const row = await findQuotation(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return row
}

export async function getQuotation(ctx: RequestContext, id: string): Promise<Quotation> {
  const row = await findOwnQuotation(ctx, id)
  const criteria = await criteriaOfQuotation(ctx.tx, id)
  const items = await itemsOfQuotation(ctx.tx, id)
  const invites = await invitesOfQuotation(ctx.tx, id)
  const links = await latestLinks(ctx, invites)
  return {
    ...toSummary(row),
    template_id: row.templateId,
    template_name: row.templateName,
    description: row.description,
    criteria: criteria.map(toCriterion),
    items: items.map(toItem),
    suppliers: invites.map((invite) => toSupplier(invite, links.get(invite.id))),
    ...(await attachedLibrary(ctx.tx, id)),
  }
}

// Criteria and items are the draft's: once suppliers were asked, they answer what they were sent.
export function assertDraft(row: QuotationRow) {
  if (row.status !== 'draft') throw conflict('quotations.notDraft')
}

export const quotationGeneralValues = (body: UpdateBody | CreateBody) => ({
  name: body.name,
  reference: body.reference,
  assigneeId: body.assignee_id,
  projectId: body.project_id,
  deadline: body.deadline,
  dueDate: body.due_date,
  currency: body.currency,
  budget: body.budget,
  description: body.description,
})

export async function checkQuotationLinks(
  ctx: RequestContext,
  body: UpdateBody | CreateBody,
  current?: QuotationRow,
) {
  await assertReference(body.assignee_id, 'assignee_id', current?.assigneeId ?? null, (id) =>
    isActiveColleague(ctx.tx, ctx.companyId, id),
  )
  await assertProjectReference(ctx, body.project_id, 'project_id', current?.projectId ?? null)
}

export async function createQuotation(ctx: RequestContext, body: CreateBody) {
  await checkQuotationLinks(ctx, body)
  await assertReference(body.template_id, 'template_id', null, (id) =>
    isActiveTemplateOf(ctx.tx, ctx.companyId, id),
  )
  const id = await insertQuotation(ctx.tx, ctx.companyId, {
    ...quotationGeneralValues(body),
    templateId: body.template_id,
  })
  if (body.template_id) {
    const copied = await templateCriteria(ctx.tx, body.template_id)
    await replaceQuotationCriteria(
      ctx.tx,
      ctx.companyId,
      id,
      copied.map(({ id: _, companyId: __, templateId: ___, ...criterion }) => criterion),
    )
  }
  const after = await getQuotation(ctx, id)
  await recordAudit(ctx, { entityType: 'quotation', entityId: id, action: 'created', after })
  return after
}

// Runs one step's change of the quotation at the version the user saw, audited with before and after.
export async function changeQuotation(
  ctx: RequestContext,
  id: string,
  version: number,
  change: (row: QuotationRow) => Promise<boolean>,
) {
  const row = await findOwnQuotation(ctx, id)
  if (row.version !== version) throw conflict()
  const before = await getQuotation(ctx, id)
  if (!(await change(row))) throw conflict()
  const after = await getQuotation(ctx, id)
  await recordAudit(ctx, { entityType: 'quotation', entityId: id, action: 'updated', before, after })
  return after
}

export async function removeQuotation(ctx: RequestContext, id: string) {
  const before = await getQuotation(ctx, id)
  assertDraft(await findOwnQuotation(ctx, id))
  await deleteQuotation(ctx.tx, ctx.companyId, id)
  await recordAudit(ctx, { entityType: 'quotation', entityId: id, action: 'deleted', before })
  return messageBody(ctx, 'records.deleted')
}
