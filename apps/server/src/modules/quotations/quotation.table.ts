import { inviteStatuses, quotationStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { articleKey } from '../articles/keys.ts'
import { orderKey } from '../orders/keys.ts'
import { agreementKey } from '../partners/keys.ts'
import { projectKey } from '../projects/keys.ts'
import { criterionColumns } from './criterion.table.ts'
import { quotationTemplates } from './templates/quotation-template.table.ts'

// A supplier sees a quotation once it is sent to it, through its own invite (decision 0038); the other
// suppliers asked, and their answers, stay out of its sight.
const invitedTo = (quotationColumn: string) =>
  sql.raw(
    `exists (select 1 from quotation_invites i where i.quotation_id = ${quotationColumn} and i.sent_at is not null and i.supplier_company_id = (select app_company_id()))`,
  )
const sentToActing = sql.raw('sent_at is not null and supplier_company_id = (select app_company_id())')
export const supplierRead = (table: string, quotationColumn: string) =>
  pgPolicy(`${table}_supplier_read`, { for: 'select', to: appUser, using: invitedTo(quotationColumn) })

// An external supplier answers by guest link and acts for no company (decision 0039): it reads the
// quotation of its one invite, sent, and nothing else of the buyer's.
export const guestInvite = '(select app_guest_document())'
const guestOf = (quotationColumn: string) =>
  sql.raw(
    `exists (select 1 from quotation_invites i where i.quotation_id = ${quotationColumn} and i.id = ${guestInvite} and i.sent_at is not null)`,
  )
export const guestRead = (table: string, quotationColumn: string) =>
  pgPolicy(`${table}_guest_read`, { for: 'select', to: appUser, using: guestOf(quotationColumn) })
const guestsInvite = sql.raw(`id = ${guestInvite} and sent_at is not null`)

export const quotationStatusEnum = pgEnum('quotation_status', quotationStatuses)
export const inviteStatusEnum = pgEnum('quotation_invite_status', inviteStatuses)

// Spec §3 Quotation: the buyer's request for quotation; company_id is the buyer.
export const quotations = pgTable(
  'quotations',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    // Per buyer, sequential (quotation_counters), e.g. RFQ-000042.
    number: text('number').notNull(),
    name: text('name').notNull(),
    reference: text('reference'),
    status: quotationStatusEnum('status').notNull().default('draft'),
    templateId: uuid('template_id').references(() => quotationTemplates.id),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(projectKey),
    // The last day suppliers answer on; the day the goods are needed.
    deadline: date('deadline'),
    dueDate: date('due_date'),
    currency: text('currency').notNull(),
    budget: numeric('budget', { precision: 14, scale: 2 }),
    description: text('description'),
    // Spec §3 "winner": the invite awarded, while the quotation is awarded.
    winnerInviteId: uuid('winner_invite_id').references((): AnyPgColumn => quotationInvites.id, {
      onDelete: 'set null',
    }),
    // The purchase-order draft made from the award, so it is made once; a deleted draft frees it.
    orderId: uuid('order_id').references(orderKey, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('quotations_company_number_unique').on(t.companyId, t.number),
    index('quotations_company_status_idx').on(t.companyId, t.status, t.updatedAt),
    companyPolicy('quotations'),
    supplierRead('quotations', 'quotations.id'),
    guestRead('quotations', 'quotations.id'),
  ],
).enableRLS()

// The criteria of one quotation, copied from its template and edited there (decision 0034).
export const quotationCriteria = pgTable(
  'quotation_criteria',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    ...criterionColumns(),
  },
  (t) => [
    index('quotation_criteria_quotation_idx').on(t.quotationId, t.position),
    companyPolicy('quotation_criteria'),
    supplierRead('quotation_criteria', 'quotation_criteria.quotation_id'),
    guestRead('quotation_criteria', 'quotation_criteria.quotation_id'),
  ],
).enableRLS()

// What is asked for. The article's code and name are copied: the supplier reads the quotation, not the
// buyer's articles.
export const quotationItems = pgTable(
  'quotation_items',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    articleId: uuid('article_id').notNull().references(articleKey),
    articleCode: text('article_code').notNull(),
    articleName: text('article_name').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    targetPrice: numeric('target_price', { precision: 14, scale: 4 }),
    note: text('note'),
  },
  (t) => [
    index('quotation_items_quotation_idx').on(t.quotationId, t.position),
    companyPolicy('quotation_items'),
    supplierRead('quotation_items', 'quotation_items.quotation_id'),
    guestRead('quotation_items', 'quotation_items.quotation_id'),
  ],
).enableRLS()

// A supplier asked (spec §3 Quotation "suppliers, external supplier emails"): one of the buyer's supplier
// agreements, or an external supplier by e-mail. Name, address and company are copied from the agreement
// when the draft is saved: the supplier reads its invite, not the buyer's supplier list.
export const quotationInvites = pgTable(
  'quotation_invites',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    agreementId: uuid('agreement_id').references(agreementKey),
    supplierCompanyId: uuid('supplier_company_id').references(() => companies.id),
    name: text('name').notNull(),
    email: text('email'),
    orgNumber: text('org_number'),
    status: inviteStatusEnum('status').notNull().default('in-progress'),
    // Copied when the quotation is sent: the supplier reads its invite, not the buyer's company.
    buyerName: text('buyer_name'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // The supplier's answer: when it was last sent, its note and how long its prices hold.
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    comment: text('comment'),
    validUntil: date('valid_until'),
    // The comment and validity as last sent: the buyer reads these, the supplier edits the two above.
    sentComment: text('sent_comment'),
    sentValidUntil: date('sent_valid_until'),
    // The language an external supplier reads its link's page in: its later mail is written in it.
    guestLocale: text('guest_locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('quotation_invites_quotation_idx').on(t.quotationId, t.position),
    // A supplier's invite list, newest sent first: its first page is read off the index.
    index('quotation_invites_supplier_idx').on(t.supplierCompanyId, t.sentAt),
    companyPolicy('quotation_invites'),
    pgPolicy('quotation_invites_supplier_read', { for: 'select', to: appUser, using: sentToActing }),
    // The supplier writes its answer on its invite; the service picks the columns.
    pgPolicy('quotation_invites_supplier_update', {
      for: 'update',
      to: appUser,
      using: sentToActing,
      withCheck: sentToActing,
    }),
    pgPolicy('quotation_invites_guest_read', { for: 'select', to: appUser, using: guestsInvite }),
    pgPolicy('quotation_invites_guest_update', {
      for: 'update',
      to: appUser,
      using: guestsInvite,
      withCheck: guestsInvite,
    }),
  ],
).enableRLS()

// The supplier's answers and offers belong to the buyer's quotation (company_id is the buyer's) and are
// written by the supplier through its own invite.
export function supplierWrites(table: string) {
  const ownInvite = sql.raw(
    `exists (select 1 from quotation_invites i where i.id = ${table}.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id()))`,
  )
  return pgPolicy(`${table}_supplier`, { for: 'all', to: appUser, using: ownInvite, withCheck: ownInvite })
}

// The same for an external supplier's guest, through the one invite its link opens (decision 0039).
export function guestWrites(table: string) {
  const guestsOwn = sql.raw(
    `invite_id = ${guestInvite} and exists (select 1 from quotation_invites i where i.id = ${table}.invite_id and i.company_id = ${table}.company_id)`,
  )
  return pgPolicy(`${table}_guest`, { for: 'all', to: appUser, using: guestsOwn, withCheck: guestsOwn })
}

// A supplier's answer to one criterion of the quotation.
export const quotationAnswers = pgTable(
  'quotation_answers',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => quotationInvites.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => quotationCriteria.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    // The supplier's working copy (false), and the copy it last sent (true), which is all the buyer sees.
    sent: boolean('sent').notNull().default(false),
  },
  (t) => [
    uniqueIndex('quotation_answers_invite_criterion_unique').on(t.inviteId, t.sent, t.criterionId),
    index('quotation_answers_criterion_idx').on(t.criterionId),
    companyPolicy('quotation_answers'),
    supplierWrites('quotation_answers'),
    guestWrites('quotation_answers'),
  ],
).enableRLS()

// A supplier's offer for one article asked for.
export const quotationOffers = pgTable(
  'quotation_offers',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => quotationInvites.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => quotationItems.id, { onDelete: 'cascade' }),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }),
    leadTimeDays: integer('lead_time_days'),
    moq: numeric('moq', { precision: 12, scale: 3 }),
    note: text('note'),
    sent: boolean('sent').notNull().default(false),
  },
  (t) => [
    uniqueIndex('quotation_offers_invite_item_unique').on(t.inviteId, t.sent, t.itemId),
    index('quotation_offers_item_idx').on(t.itemId),
    companyPolicy('quotation_offers'),
    supplierWrites('quotation_offers'),
    guestWrites('quotation_offers'),
  ],
).enableRLS()

// The next quotation number of each buyer, as order_counters does for orders.
export const quotationCounters = pgTable(
  'quotation_counters',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id),
    lastNumber: integer('last_number').notNull().default(0),
  },
  () => [companyPolicy('quotation_counters')],
).enableRLS()
