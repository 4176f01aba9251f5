import { and, count, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { paymentTerms } from './payment-term.table.ts'

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
