import { and, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { quotations } from './quotation.table.ts'

// What the references list reads of the buyer's quotations (decision 0036), in the columns of the
// orders' sources.
export const quotationReferenceSource = (tx: Tx, companyId: string) =>
  tx
    .select({
      reference: sql<string>`btrim(${quotations.reference})`.as('reference'),
      kind: sql<string>`'quotation'`.as('kind'),
      documentId: sql<string>`${quotations.id}`.as('document_id'),
      number: sql<string>`${quotations.number}`.as('number'),
      status: sql<string>`${quotations.status}::text`.as('status'),
      usedAt: sql<Date>`${quotations.updatedAt}`.as('used_at'),
    })
    .from(quotations)
    .where(
      and(
        eq(quotations.companyId, companyId),
        isNotNull(quotations.reference),
        ne(sql`btrim(${quotations.reference})`, ''),
      ),
    )
