import { and, count, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { paymentTerms } from './payment-term.table.ts'

export type PaymentTermRow = typeof paymentTerms.$inferSelect

// The payment terms as the company list (platform/db/company-list.ts) reads, sorts, searches and
// filters them.
export const paymentTermList = {
  table: paymentTerms,
  sortable: { name: sql`lower(${paymentTerms.name})`, credit_days: paymentTerms.creditDays },
  defaultSort: [paymentTerms.creditDays as never],
  search: [paymentTerms.name],
  filters: (filter: Record<string, string>) => [
    filter.active ? eq(paymentTerms.active, filter.active === 'true') : undefined,
  ],
}

export async function hasDefaultPaymentTerm(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(paymentTerms)
    .where(and(eq(paymentTerms.companyId, companyId), eq(paymentTerms.isDefault, true)))
  return (row?.n ?? 0) > 0
}

// How many of the company's terms there are besides this one.
export async function countOtherPaymentTerms(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(paymentTerms)
    .where(and(eq(paymentTerms.companyId, companyId), sql`${paymentTerms.id} <> ${id}`))
  return row?.n ?? 0
}

// The active payment term the company marked as its default, if any: what a new order starts with.
export async function defaultPaymentTerm(db: Db | Tx, companyId: string) {
  const [term] = await db
    .select({ id: paymentTerms.id, name: paymentTerms.name })
    .from(paymentTerms)
    .where(
      and(
        eq(paymentTerms.companyId, companyId),
        eq(paymentTerms.isDefault, true),
        eq(paymentTerms.active, true),
      ),
    )
  return term
}
