import type { AgreementListQuery, AgreementStatus, PartnerRole, TagRef } from '@scm/contracts'
import { and, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../platform/db/database.ts'
import { countCapped, likePattern, orderBy, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
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

type AgreementQuery = z.output<typeof AgreementListQuery>

// One page of the company's agreements in this role and the capped count of all that match.
export async function findAgreementPage(tx: Tx, companyId: string, role: PartnerRole, query: AgreementQuery) {
  const statuses = query.filter?.status ? [query.filter.status].flat() : []
  const search = query.search ? likePattern(query.search) : undefined
  const where = and(
    eq(agreements.companyId, companyId),
    eq(agreements.role, role),
    statuses.length ? inArray(agreements.status, statuses) : undefined,
    query.filter?.country ? eq(agreements.country, query.filter.country.toUpperCase()) : undefined,
    query.filter?.category_id
      ? sql`exists (select 1 from agreement_categories g where g.agreement_id = ${agreements.id} and g.category_id = ${query.filter.category_id})`
      : undefined,
    search
      ? or(
          ilike(agreements.name, search),
          ilike(agreements.internalId, search),
          ilike(agreements.orgNumber, search),
        )
      : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${agreements.name})`,
    internal_id: agreements.internalId,
    status: agreements.status,
    country: agreements.country,
    created_at: agreements.createdAt,
  }
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(agreementColumns)
      .from(agreements)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], agreements.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, agreements, where),
  )
  return { rows: rows as AgreementRow[], total }
}

// The company's agreement in this role with this organisational number, whatever its case: any but
// the one excepted, or only one with an external counterparty (not on the platform).
export async function findAgreementByOrgNumber(
  tx: Tx | Db,
  companyId: string,
  role: PartnerRole,
  orgNumber: string,
  only: { exceptId?: string; external?: boolean } = {},
) {
  const [found] = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, companyId),
        eq(agreements.role, role),
        sql`lower(${agreements.orgNumber}) = lower(${orgNumber})`,
        only.exceptId ? sql`${agreements.id} <> ${only.exceptId}` : undefined,
        only.external ? isNull(agreements.counterpartyCompanyId) : undefined,
      ),
    )
  return found
}

// The company's agreement in this role with a counterparty company on the platform.
export async function findAgreementWith(
  tx: Tx | Db,
  companyId: string,
  role: PartnerRole,
  counterpartyId: string,
) {
  const [found] = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, companyId),
        eq(agreements.role, role),
        eq(agreements.counterpartyCompanyId, counterpartyId),
      ),
    )
  return found
}

// What a user sets on an agreement.
export type AgreementTerms = Pick<
  typeof agreements.$inferInsert,
  | 'name'
  | 'email'
  | 'country'
  | 'internalId'
  | 'orgNumber'
  | 'vatNumber'
  | 'creditRating'
  | 'turnover'
  | 'currency'
  | 'externalSystemId'
  | 'ediCode'
>

// A new agreement: one a user created, or one with a counterparty company that was linked.
export function insertAgreement(
  tx: Tx | Db,
  companyId: string,
  role: PartnerRole,
  values: Omit<typeof agreements.$inferInsert, 'id' | 'companyId' | 'role'>,
) {
  return tx
    .insert(agreements)
    .values({ companyId, role, ...values })
    .returning({ id: agreements.id })
}

type AgreementStanding = {
  status: AgreementStatus
  blockSource: 'criteria' | 'manual' | null
  blockReason: string | null
  unblockReason: string | null
}

// Changes the agreement only at the given version; no row back means another write came first.
export function updateAgreementRow(
  tx: Tx,
  id: string,
  version: number,
  values: AgreementTerms & AgreementStanding,
) {
  return tx
    .update(agreements)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(agreements.id, id), eq(agreements.version, version)))
    .returning({ id: agreements.id })
}

export async function unblockAgreementRow(tx: Tx, id: string, version: number, reason: string) {
  await tx
    .update(agreements)
    .set({
      status: 'manual_unblock',
      blockSource: null,
      blockReason: null,
      unblockReason: reason,
      updatedAt: new Date(),
      version: version + 1,
    })
    .where(eq(agreements.id, id))
}

// A new version of the agreement when only what hangs on it changed (its criteria values), at the given
// version; no row back means another write came first.
export function bumpAgreementVersion(tx: Tx, id: string, version: number) {
  return tx
    .update(agreements)
    .set({ updatedAt: new Date(), version: version + 1 })
    .where(and(eq(agreements.id, id), eq(agreements.version, version)))
    .returning({ id: agreements.id })
}
