import { and, asc, eq, getTableColumns, ilike, isNotNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  type ListTotal,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { projectName } from '../projects/index.ts'
import {
  quotationCounters,
  quotationCriteria,
  quotationInvites,
  quotationItems,
  quotations,
} from './quotation.table.ts'

export type QuotationValues = Omit<typeof quotations.$inferInsert, 'id' | 'companyId' | 'number'>
export type QuotationCriterionValues = Omit<
  typeof quotationCriteria.$inferInsert,
  'id' | 'companyId' | 'quotationId'
>
export type QuotationItemValues = Omit<typeof quotationItems.$inferInsert, 'id' | 'companyId' | 'quotationId'>
export type QuotationCriterionRow = typeof quotationCriteria.$inferSelect
export type QuotationInviteRow = typeof quotationInvites.$inferSelect
export type QuotationInviteValues = Pick<
  typeof quotationInvites.$inferInsert,
  'position' | 'agreementId' | 'supplierCompanyId' | 'name' | 'email' | 'orgNumber'
>
export type QuotationItemRow = typeof quotationItems.$inferSelect

export type QuotationQuery = PageRequest & {
  search?: string
  filter?: { status?: string; project_id?: string; in_project?: string; assignee_id?: string }
}

// Qualified by hand: inside a subquery drizzle writes a bare "id", which the subquery would claim.
const quotationColumns = {
  ...getTableColumns(quotations),
  assigneeName: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from users u where u.id = "quotations"."assignee_id")`,
  templateName: sql<
    string | null
  >`(select t.name from quotation_templates t where t.id = "quotations"."template_id")`,
  criteriaCount: sql<number>`(select count(*)::int from quotation_criteria c where c.quotation_id = "quotations"."id")`,
  itemCount: sql<number>`(select count(*)::int from quotation_items i where i.quotation_id = "quotations"."id")`,
  supplierCount: sql<number>`(select count(*)::int from quotation_invites v where v.quotation_id = "quotations"."id")`,
  projectName: projectName(sql`"quotations"."project_id"`),
}
export type QuotationRow = typeof quotations.$inferSelect & {
  assigneeName: string | null
  templateName: string | null
  criteriaCount: number
  itemCount: number
  supplierCount: number
  projectName: string | null
}

const owned = (companyId: string, id: string) =>
  and(eq(quotations.id, id), eq(quotations.companyId, companyId))

export async function findQuotationPage(
  tx: Tx,
  companyId: string,
  query: QuotationQuery,
): Promise<{ rows: QuotationRow[]; total: ListTotal }> {
  const where = and(
    eq(quotations.companyId, companyId),
    query.filter?.status ? sql`${quotations.status} = ${query.filter.status}` : undefined,
    query.filter?.project_id ? eq(quotations.projectId, query.filter.project_id) : undefined,
    query.filter?.in_project ? isNotNull(quotations.projectId) : undefined,
    query.filter?.assignee_id ? eq(quotations.assigneeId, query.filter.assignee_id) : undefined,
    query.search
      ? or(
          ilike(quotations.number, likePattern(query.search)),
          ilike(quotations.name, likePattern(query.search)),
          ilike(quotations.reference, likePattern(query.search)),
        )
      : undefined,
  )
  const sortable = {
    number: quotations.number,
    name: sql`lower(${quotations.name})`,
    deadline: quotations.deadline,
    due_date: quotations.dueDate,
    updated_at: quotations.updatedAt,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(quotationColumns)
      .from(quotations)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${quotations.number} desc`], quotations.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, quotations, where),
  )
  return { rows, total }
}

export async function findQuotation(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<QuotationRow | undefined> {
  const [row] = await tx.select(quotationColumns).from(quotations).where(owned(companyId, id))
  return row
}

export const criteriaOfQuotation = (tx: Tx, quotationId: string) =>
  tx
    .select()
    .from(quotationCriteria)
    .where(eq(quotationCriteria.quotationId, quotationId))
    .orderBy(asc(quotationCriteria.position))

export const itemsOfQuotation = (tx: Tx, quotationId: string) =>
  tx
    .select()
    .from(quotationItems)
    .where(eq(quotationItems.quotationId, quotationId))
    .orderBy(asc(quotationItems.position))

export const invitesOfQuotation = (tx: Tx, quotationId: string) =>
  tx
    .select()
    .from(quotationInvites)
    .where(eq(quotationInvites.quotationId, quotationId))
    .orderBy(asc(quotationInvites.position))

// The draft's suppliers as one list; invites are made anew until the quotation is sent.
export async function replaceQuotationInvites(
  tx: Tx,
  companyId: string,
  quotationId: string,
  invites: QuotationInviteValues[],
) {
  await tx.delete(quotationInvites).where(eq(quotationInvites.quotationId, quotationId))
  if (invites.length > 0)
    await tx.insert(quotationInvites).values(invites.map((invite) => ({ ...invite, companyId, quotationId })))
}

// The buyer's next number; the counter row stays locked until the transaction ends (as for orders).
async function takeQuotationNumber(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx
    .insert(quotationCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: quotationCounters.companyId,
      set: { lastNumber: sql`${quotationCounters.lastNumber} + 1` },
    })
    .returning({ n: quotationCounters.lastNumber })
  return row!.n
}

export async function insertQuotation(tx: Tx, companyId: string, values: QuotationValues) {
  const number = `RFQ-${String(await takeQuotationNumber(tx, companyId)).padStart(6, '0')}`
  const [row] = await tx
    .insert(quotations)
    .values({ ...values, companyId, number })
    .returning({ id: quotations.id })
  return row!.id
}

// Moves the quotation from `version` to the next, with these changes; false when another save came first.
export async function bumpQuotation(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: Partial<QuotationValues> = {},
) {
  const changed = await tx
    .update(quotations)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(owned(companyId, id), eq(quotations.version, version)))
    .returning({ id: quotations.id })
  return changed.length === 1
}

export async function replaceQuotationCriteria(
  tx: Tx,
  companyId: string,
  quotationId: string,
  criteria: QuotationCriterionValues[],
) {
  await tx.delete(quotationCriteria).where(eq(quotationCriteria.quotationId, quotationId))
  if (criteria.length > 0)
    await tx
      .insert(quotationCriteria)
      .values(criteria.map((criterion) => ({ ...criterion, companyId, quotationId })))
}

export async function replaceQuotationItems(
  tx: Tx,
  companyId: string,
  quotationId: string,
  items: QuotationItemValues[],
) {
  await tx.delete(quotationItems).where(eq(quotationItems.quotationId, quotationId))
  if (items.length > 0)
    await tx.insert(quotationItems).values(items.map((item) => ({ ...item, companyId, quotationId })))
}

export const deleteQuotation = (tx: Tx, companyId: string, id: string) =>
  tx.delete(quotations).where(owned(companyId, id))

// An assignee is an active user of the buyer.
export async function isActiveColleague(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId), eq(users.active, true)))
  return row !== undefined
}

// The quotation reaches its suppliers: each invite is stamped sent, with the buyer's name as it was.
export const markInvitesSent = (tx: Tx, quotationId: string, buyerName: string) =>
  tx
    .update(quotationInvites)
    .set({ sentAt: new Date(), buyerName, updatedAt: new Date() })
    .where(eq(quotationInvites.quotationId, quotationId))
    .returning()
