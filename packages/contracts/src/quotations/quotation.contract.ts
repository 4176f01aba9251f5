import { z } from 'zod'
import { GuestLink, GuestLinkPassword } from '../guest/guest-link.contract.ts'
import { Email, Id, Timestamp, Version } from '../http/common.ts'
import { optionalId } from '../http/crud-endpoints.ts'
import { optionalDecimal, optionalText, positiveDecimal } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { Criterion, CriterionBody, checkCriterionNames, maxCriteria } from './criterion.ts'
import { QuotationFile, QuotationQuestion } from './quotation-library.contract.ts'

// A request for quotation is drafted by the buyer, then in progress with its suppliers until one is
// awarded or the buyer closes it.
export const quotationStatuses = ['draft', 'in-progress', 'awarded', 'closed'] as const
export const QuotationStatus = z.enum(quotationStatuses)
export type QuotationStatus = z.infer<typeof QuotationStatus>

// What is asked for: an article of the buyer's with a quantity and, optionally, the price it aims at.
export const QuotationItem = z.object({
  id: Id,
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  quantity: z.string(),
  target_price: z.string().nullable(),
  note: z.string().nullable(),
})
export type QuotationItem = z.infer<typeof QuotationItem>

// An invite's status (spec §4 Quotation invite).
export const inviteStatuses = ['in-progress', 'closed', 'rejected', 'awarded'] as const
export const InviteStatus = z.enum(inviteStatuses)
export type InviteStatus = z.infer<typeof InviteStatus>

// Who is asked: a supplier of the buyer's list, or an external one by e-mail (who answers by link).
export const QuotationSupplier = z.object({
  id: Id,
  supplier_id: Id.nullable(),
  name: z.string(),
  email: z.string().nullable(),
  org_number: z.string().nullable(),
  status: InviteStatus,
  // Set when the quotation is sent, and when the supplier last sent its answer.
  sent_at: Timestamp.nullable(),
  answered_at: Timestamp.nullable(),
  // An external supplier's latest guest link: to whom it was mailed and whether it still works.
  guest_link: GuestLink.pick({
    recipient_email: true,
    status: true,
    password_required: true,
    expires_at: true,
  }).nullable(),
})
export type QuotationSupplier = z.infer<typeof QuotationSupplier>

export const QuotationSummary = z.object({
  id: Id,
  number: z.string(),
  name: z.string(),
  reference: z.string().nullable(),
  status: QuotationStatus,
  assignee_id: Id.nullable(),
  assignee_name: z.string().nullable(),
  project_id: Id.nullable(),
  project_name: z.string().nullable(),
  deadline: IsoDate.nullable(),
  due_date: IsoDate.nullable(),
  currency: Currency,
  budget: z.string().nullable(),
  criteria_count: z.number().int(),
  item_count: z.number().int(),
  supplier_count: z.number().int(),
  updated_at: Timestamp,
  version: z.number().int(),
})
export type QuotationSummary = z.infer<typeof QuotationSummary>

export const Quotation = QuotationSummary.extend({
  template_id: Id.nullable(),
  template_name: z.string().nullable(),
  description: z.string().nullable(),
  criteria: z.array(Criterion),
  items: z.array(QuotationItem),
  suppliers: z.array(QuotationSupplier),
  questions: z.array(QuotationQuestion),
  files: z.array(QuotationFile),
})
export type Quotation = z.infer<typeof Quotation>

const optionalDate = z.preprocess((value) => (value === '' ? null : value), IsoDate.nullable()).default(null)

// The general step: what the request is, who handles it, by when suppliers answer and goods are due.
const generalFields = {
  name: z.string().trim().min(1).max(120),
  reference: optionalText(60),
  assignee_id: optionalId,
  project_id: optionalId,
  deadline: optionalDate,
  due_date: optionalDate,
  currency: Currency,
  budget: optionalDecimal(12, 2),
  description: optionalText(4000),
}

const dueAfterDeadline = (
  body: { deadline: string | null; due_date: string | null },
  ctx: z.RefinementCtx,
) => {
  if (body.deadline && body.due_date && body.due_date < body.deadline)
    ctx.addIssue({ code: 'custom', path: ['due_date'], message: 'quotations.dueBeforeDeadline' })
}

// A new quotation may start from a template, whose criteria it copies.
export const QuotationBody = z
  .strictObject({ ...generalFields, template_id: optionalId })
  .superRefine(dueAfterDeadline)
export type QuotationBody = z.input<typeof QuotationBody>
export const UpdateQuotationBody = z
  .strictObject({ ...generalFields, version: Version })
  .superRefine(dueAfterDeadline)
export type UpdateQuotationBody = z.input<typeof UpdateQuotationBody>

export const QuotationCriteriaBody = z
  .strictObject({ criteria: z.array(CriterionBody).max(maxCriteria), version: Version })
  .superRefine((body, ctx) => checkCriterionNames(body.criteria, ctx))
export type QuotationCriteriaBody = z.input<typeof QuotationCriteriaBody>

export const maxQuotationItems = 500

export const QuotationItemsBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        article_id: Id,
        quantity: positiveDecimal(9, 3),
        target_price: optionalDecimal(10, 4),
        note: optionalText(500),
      }),
    )
    .max(maxQuotationItems),
  version: Version,
})
export type QuotationItemsBody = z.input<typeof QuotationItemsBody>

// `in_project` is the list of /projects/quotations: only the quotations placed in one of the projects.
export const QuotationListQuery = listQuery(['number', 'name', 'deadline', 'due_date', 'updated_at'], {
  status: QuotationStatus,
  project_id: Id,
  in_project: z.enum(['true']),
  assignee_id: Id,
})

// Spec §5: a quotation has at most 4 suppliers.
export const maxQuotationSuppliers = 4

const supplierChoice = z
  .strictObject({
    supplier_id: optionalId,
    name: optionalText(120),
    email: Email.nullable().default(null),
    org_number: optionalText(40),
  })
  .superRefine((choice, ctx) => {
    if (choice.supplier_id) return
    if (!choice.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'validation.required' })
    if (!choice.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' })
  })

export const QuotationSuppliersBody = z
  .strictObject({ suppliers: z.array(supplierChoice).max(maxQuotationSuppliers), version: Version })
  .superRefine((body, ctx) => {
    const seen = new Set<string>()
    body.suppliers.forEach((choice, index) => {
      const key = choice.supplier_id ?? choice.email ?? ''
      if (key && seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['suppliers', index, choice.supplier_id ? 'supplier_id' : 'email'],
          message: 'quotations.supplierRepeat',
        })
      seen.add(key)
    })
  })
export type QuotationSuppliersBody = z.input<typeof QuotationSuppliersBody>

// Sending the draft; external suppliers get a guest link, with this password when one is set (given
// to them some other way).
export const QuotationSendBody = z.strictObject({ version: Version, guest_password: GuestLinkPassword })
export type QuotationSendBody = z.input<typeof QuotationSendBody>
