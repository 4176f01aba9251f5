import { contractCommentSides, contractSectionKinds, contractSectionStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgPolicy, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../../platform/db/tenancy.ts'
import { sharedAttachmentsPolicy } from '../../../platform/files/attachment.table.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { guestInvite, guestRead, quotationInvites, quotations, supplierRead } from '../quotation.table.ts'

export const contractSectionKindEnum = pgEnum('quotation_contract_section_kind', contractSectionKinds)
export const contractSectionStatusEnum = pgEnum('quotation_contract_section_status', contractSectionStatuses)
export const contractCommentSideEnum = pgEnum('quotation_contract_comment_side', contractCommentSides)

// Spec §3 "contract documents and negotiation topics" (decision 0040): the buyer's rows; every supplier
// the quotation is sent to reads them, as it reads the criteria.
export const quotationContractSections = pgTable(
  'quotation_contract_sections',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: contractSectionKindEnum('kind').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    status: contractSectionStatusEnum('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('quotation_contract_sections_quotation_idx').on(t.quotationId, t.position),
    companyPolicy('quotation_contract_sections'),
    supplierRead('quotation_contract_sections', 'quotation_contract_sections.quotation_id'),
    guestRead('quotation_contract_sections', 'quotation_contract_sections.quotation_id'),
  ],
).enableRLS()

// A supplier reads and writes the thread of its own sent invite only, never another supplier's; what it
// writes is the buyer's row (company_id), on the supplier's side.
const supplierThread = sql.raw(
  `exists (select 1 from quotation_invites i where i.id = quotation_contract_comments.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id()))`,
)
const guestThread = sql.raw(
  `invite_id = ${guestInvite} and exists (select 1 from quotation_invites i where i.id = quotation_contract_comments.invite_id and i.company_id = quotation_contract_comments.company_id)`,
)
const supplierSide = sql.raw(`side = 'supplier'`)
const threadPolicies = (who: string, thread: ReturnType<typeof sql.raw>) => [
  pgPolicy(`quotation_contract_comments_${who}_read`, { for: 'select', to: appUser, using: thread }),
  pgPolicy(`quotation_contract_comments_${who}_insert`, {
    for: 'insert',
    to: appUser,
    withCheck: sql`${thread} and ${supplierSide}`,
  }),
]

// A section's thread with one supplier: the invite names whose it is.
export const quotationContractComments = pgTable(
  'quotation_contract_comments',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => quotationContractSections.id, { onDelete: 'cascade' }),
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => quotationInvites.id, { onDelete: 'cascade' }),
    side: contractCommentSideEnum('side').notNull(),
    // Copied when written: neither side reads the other's users.
    authorCompany: text('author_company').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quotation_contract_comments_section_idx').on(t.sectionId, t.createdAt),
    index('quotation_contract_comments_invite_idx').on(t.inviteId),
    companyPolicy('quotation_contract_comments'),
    ...threadPolicies('supplier', supplierThread),
    ...threadPolicies('guest', guestThread),
  ],
).enableRLS()

// A contract document's files are read by whoever reads the section (its policies decide).
export const contractAttachmentsPolicy = sharedAttachmentsPolicy(
  'quotation-contract',
  sql.raw('exists (select 1 from quotation_contract_sections s where s.id = attachments.entity_id)'),
)
