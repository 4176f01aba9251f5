import { agreementStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { tagKey } from '../company-settings/keys.ts'
import { masterDataKey } from '../master-data/keys.ts'

export const partnerRoleEnum = pgEnum('partner_role', ['supplier', 'client'])
export const agreementStatusEnum = pgEnum('agreement_status', agreementStatuses)
export const blockSourceEnum = pgEnum('agreement_block_source', ['criteria', 'manual'])

// Each company keeps its own agreement with a counterparty (its internal id, rating, status …), so a
// client and its supplier each hold one row about the other. An external counterparty (not on the
// platform) has no company id.
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    role: partnerRoleEnum('role').notNull(),
    counterpartyCompanyId: uuid('counterparty_company_id').references(() => companies.id),
    name: text('name').notNull(),
    email: text('email'),
    country: text('country'),
    internalId: text('internal_id'),
    orgNumber: text('org_number'),
    vatNumber: text('vat_number'),
    creditRating: integer('credit_rating'),
    turnover: numeric('turnover', { precision: 16, scale: 2 }),
    currency: text('currency'),
    externalSystemId: text('external_system_id'),
    ediCode: text('edi_code'),
    status: agreementStatusEnum('status').notNull().default('active'),
    blockSource: blockSourceEnum('block_source'),
    blockReason: text('block_reason'),
    unblockReason: text('unblock_reason'),
    // The supplier criteria whose turnover percent alert this supplier had reached at the last check
    // (decision 0018): an alert goes out when a criterion joins the set, so once per crossing.
    turnoverAlertsReached: uuid('turnover_alerts_reached').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('agreements_counterparty_unique').on(t.companyId, t.role, t.counterpartyCompanyId),
    // Spec §5: one counterparty per organisational number and role.
    uniqueIndex('agreements_org_number_unique').on(t.companyId, t.role, sql`lower(${t.orgNumber})`),
    index('agreements_company_role_idx').on(t.companyId, t.role, sql`lower(${t.name})`),
    companyPolicy('agreements'),
  ],
).enableRLS()

export const agreementCategories = pgTable(
  'agreement_categories',
  {
    companyId: companyId().references(() => companies.id),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').notNull().references(masterDataKey),
  },
  (t) => [
    primaryKey({ columns: [t.agreementId, t.categoryId] }),
    index('agreement_categories_category_idx').on(t.categoryId),
    companyPolicy('agreement_categories'),
  ],
).enableRLS()

// The tag table belongs to company settings (another branch); until it is merged, tag ids carry no
// foreign key.
export const agreementTags = pgTable(
  'agreement_tags',
  {
    companyId: companyId().references(() => companies.id),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id').notNull().references(tagKey),
  },
  (t) => [
    primaryKey({ columns: [t.agreementId, t.tagId] }),
    index('agreement_tags_tag_idx').on(t.tagId),
    companyPolicy('agreement_tags'),
  ],
).enableRLS()
