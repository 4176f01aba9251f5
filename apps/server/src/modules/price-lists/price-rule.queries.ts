import { and, eq, getTableColumns, ilike, sql } from 'drizzle-orm'
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
import { priceRules } from './price-rule.table.ts'

export type PriceRuleRow = typeof priceRules.$inferSelect & {
  counterpartyName: string | null
  articleName: string | null
  categoryName: string | null
}
export type PriceRuleValues = Omit<
  typeof priceRules.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'version'
>

const columns = (companyId: string) => ({
  ...getTableColumns(priceRules),
  counterpartyName: sql<
    string | null
  >`(select a.name from agreements a where a.company_id = ${companyId} and a.counterparty_company_id = "price_rules"."counterparty_company_id" order by a.created_at limit 1)`,
  articleName: sql<string | null>`(select a.name from articles a where a.id = "price_rules"."article_id")`,
  categoryName: sql<
    string | null
  >`(select m.name from master_data m where m.id = "price_rules"."category_id")`,
})

// One page of the company's rules and the capped count of all that match.
export async function findPriceRulePage(
  tx: Tx,
  companyId: string,
  query: PageRequest & { search?: string; filter?: { active?: 'true' | 'false' } },
): Promise<{ rows: PriceRuleRow[]; total: ListTotal }> {
  const where = and(
    eq(priceRules.companyId, companyId),
    query.search ? ilike(priceRules.name, likePattern(query.search)) : undefined,
    query.filter?.active ? eq(priceRules.active, query.filter.active === 'true') : undefined,
  )
  const sortable = {
    name: sql`lower(${priceRules.name})`,
    valid_from: priceRules.validFrom,
    created_at: priceRules.createdAt,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(columns(companyId))
      .from(priceRules)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], priceRules.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, priceRules, where),
  )
  return { rows, total }
}

export async function findPriceRule(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<PriceRuleRow | undefined> {
  const [row] = await tx
    .select(columns(companyId))
    .from(priceRules)
    .where(and(eq(priceRules.id, id), eq(priceRules.companyId, companyId)))
  return row
}

export function insertPriceRule(tx: Tx, companyId: string, values: PriceRuleValues) {
  return tx
    .insert(priceRules)
    .values({ companyId, ...values })
    .returning({ id: priceRules.id })
}

// Changes the rule only at the given version; no row back means another write came first.
export function updatePriceRuleRow(tx: Tx, id: string, version: number, values: PriceRuleValues) {
  return tx
    .update(priceRules)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(priceRules.id, id), eq(priceRules.version, version)))
    .returning({ id: priceRules.id })
}

export async function deletePriceRuleRow(tx: Tx, companyId: string, id: string) {
  await tx.delete(priceRules).where(and(eq(priceRules.id, id), eq(priceRules.companyId, companyId)))
}
