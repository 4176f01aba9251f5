import type { Agreement, PartnerRole, TagRef } from '@scm/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { tagRefs } from '../company-settings/index.ts'
import { agreements, agreementTags } from './agreement.table.ts'

// Names of the company's mandatory supplier criteria this agreement has no value for (spec §4).
export const missingCriteria = sql<string[]>`coalesce(array(
  select c.name from supplier_criteria c
  where c.company_id = "agreements"."company_id" and c.mandatory and "agreements"."role" = 'supplier'
    and not exists (select 1 from supplier_criterion_values v
                    where v.agreement_id = "agreements"."id" and v.criterion_id = c.id)
  order by lower(c.name)), '{}')`
const categoryIds = sql<
  string[]
>`coalesce(array(select g.category_id from agreement_categories g where g.agreement_id = "agreements"."id"), '{}')`
const tagIds = sql<
  string[]
>`coalesce(array(select g.tag_id from agreement_tags g where g.agreement_id = "agreements"."id"), '{}')`
const tags = tagRefs(agreementTags, agreementTags.tagId, agreementTags.agreementId, sql`"agreements"."id"`)

export const agreementColumns = {
  row: agreements,
  categoryIds,
  tagIds,
  tags,
  missing: missingCriteria,
}
export type AgreementRow = {
  row: typeof agreements.$inferSelect
  categoryIds: string[]
  tagIds: string[]
  tags: TagRef[]
  missing: string[]
}

export const toAgreement = ({ row, categoryIds, tagIds, tags, missing }: AgreementRow): Agreement => ({
  id: row.id,
  role: row.role,
  name: row.name,
  email: row.email,
  country: row.country,
  counterparty_company_id: row.counterpartyCompanyId,
  internal_id: row.internalId,
  org_number: row.orgNumber,
  vat_number: row.vatNumber,
  credit_rating: row.creditRating,
  turnover: row.turnover,
  currency: row.currency,
  external_system_id: row.externalSystemId,
  edi_code: row.ediCode,
  category_ids: categoryIds,
  tag_ids: tagIds,
  tags,
  status: row.status,
  block_source: row.blockSource,
  block_reason: row.blockReason,
  unblock_reason: row.unblockReason,
  missing_criteria: missing,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

// One of the company's agreements with a counterparty in this role; another company's id finds nothing.
export async function findAgreement(tx: Tx, companyId: string, role: PartnerRole | undefined, id: string) {
  const [found] = await tx
    .select(agreementColumns)
    .from(agreements)
    .where(
      and(
        eq(agreements.id, id),
        eq(agreements.companyId, companyId),
        role ? eq(agreements.role, role) : undefined,
      ),
    )
  return found as AgreementRow | undefined
}
