import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { quotationInvites, quotationItems } from '../quotation.table.ts'
import { quotationDeviationChanges, quotationDeviations } from './quotation-deviation.table.ts'

export type DeviationRow = typeof quotationDeviations.$inferSelect
export type ChangeRow = typeof quotationDeviationChanges.$inferSelect
export type ChangeValues = typeof quotationDeviationChanges.$inferInsert

// The invite, locked for the rest of the transaction: a supplier's two proposals at once are taken
// one after the other, so the second sees the first pending and gets the next number.
export async function lockInvite(tx: Tx, inviteId: string) {
  await tx
    .select({ id: quotationInvites.id })
    .from(quotationInvites)
    .where(eq(quotationInvites.id, inviteId))
    .for('update')
}

// The deviation, locked: two decisions at once are taken one after the other, and the second sees the
// first one's version. One of another quotation is not found.
export async function lockDeviation(tx: Tx, quotationId: string, deviationId: string) {
  const [row] = await tx
    .select()
    .from(quotationDeviations)
    .where(and(eq(quotationDeviations.id, deviationId), eq(quotationDeviations.quotationId, quotationId)))
    .for('update')
  return row
}

export async function hasPendingDeviation(tx: Tx, inviteId: string) {
  const [row] = await tx
    .select({ id: quotationDeviations.id })
    .from(quotationDeviations)
    .where(and(eq(quotationDeviations.inviteId, inviteId), eq(quotationDeviations.status, 'pending')))
  return row !== undefined
}

export async function nextDeviationNumber(tx: Tx, inviteId: string) {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${quotationDeviations.number}), 0)::int` })
    .from(quotationDeviations)
    .where(eq(quotationDeviations.inviteId, inviteId))
  return (row?.last ?? 0) + 1
}

export async function insertDeviation(tx: Tx, values: typeof quotationDeviations.$inferInsert) {
  const [row] = await tx.insert(quotationDeviations).values(values).returning()
  return row!
}

export async function insertDeviationChanges(tx: Tx, values: ChangeValues[]) {
  if (values.length > 0) await tx.insert(quotationDeviationChanges).values(values)
}

export function deviationChanges(tx: Tx, deviationId: string) {
  return tx
    .select()
    .from(quotationDeviationChanges)
    .where(eq(quotationDeviationChanges.deviationId, deviationId))
    .orderBy(asc(quotationDeviationChanges.position))
}

export async function updateChangeDecisions(
  tx: Tx,
  verdicts: Map<string, 'accepted' | 'rejected'>,
  decided: { at: Date; byName: string | null },
) {
  for (const decision of ['accepted', 'rejected'] as const) {
    const ids = [...verdicts].filter(([, verdict]) => verdict === decision).map(([id]) => id)
    if (ids.length > 0)
      await tx
        .update(quotationDeviationChanges)
        .set({ decision, decidedAt: decided.at, decidedByName: decided.byName })
        .where(inArray(quotationDeviationChanges.id, ids))
  }
}

export async function updateDeviationStatus(
  tx: Tx,
  id: string,
  values: Pick<DeviationRow, 'status'> & Partial<Pick<DeviationRow, 'decidedAt' | 'decidedByName'>>,
) {
  const [row] = await tx
    .update(quotationDeviations)
    .set({ ...values, updatedAt: new Date(), version: sql`${quotationDeviations.version} + 1` })
    .where(eq(quotationDeviations.id, id))
    .returning()
  return row!
}

// The deviations of a quotation (or of one invite, or one deviation), newest first, each with its
// changes and the article each change is about. Row-level security keeps a supplier to its own.
export async function findDeviations(
  tx: Tx,
  where: { quotationId: string; inviteId?: string; deviationId?: string },
) {
  const deviations = await tx
    .select({ deviation: quotationDeviations, supplierName: quotationInvites.name })
    .from(quotationDeviations)
    .innerJoin(quotationInvites, eq(quotationInvites.id, quotationDeviations.inviteId))
    .where(
      and(
        eq(quotationDeviations.quotationId, where.quotationId),
        where.inviteId ? eq(quotationDeviations.inviteId, where.inviteId) : undefined,
        where.deviationId ? eq(quotationDeviations.id, where.deviationId) : undefined,
      ),
    )
    .orderBy(desc(quotationDeviations.createdAt), desc(quotationDeviations.number))
  const ids = deviations.map((row) => row.deviation.id)
  const changes =
    ids.length === 0
      ? []
      : await tx
          .select({
            change: quotationDeviationChanges,
            itemPosition: quotationItems.position,
            articleCode: quotationItems.articleCode,
            articleName: quotationItems.articleName,
          })
          .from(quotationDeviationChanges)
          .leftJoin(quotationItems, eq(quotationItems.id, quotationDeviationChanges.itemId))
          .where(inArray(quotationDeviationChanges.deviationId, ids))
          .orderBy(asc(quotationDeviationChanges.position))
  return { deviations, changes }
}

// What the buyer agreed with the suppliers of a quotation: each accepted change, oldest first so a
// later one wins.
export function acceptedChangesOfQuotation(tx: Tx, quotationId: string) {
  return tx
    .select({
      inviteId: quotationDeviationChanges.inviteId,
      itemId: quotationDeviationChanges.itemId,
      field: quotationDeviationChanges.field,
      newValue: quotationDeviationChanges.newValue,
    })
    .from(quotationDeviationChanges)
    .innerJoin(quotationDeviations, eq(quotationDeviations.id, quotationDeviationChanges.deviationId))
    .where(
      and(
        eq(quotationDeviations.quotationId, quotationId),
        eq(quotationDeviationChanges.decision, 'accepted'),
      ),
    )
    .orderBy(asc(quotationDeviations.number), asc(quotationDeviationChanges.position))
}

// The invites of a quotation with a deviation waiting for the buyer.
export async function invitesWithPendingDeviation(tx: Tx, quotationId: string) {
  const rows = await tx
    .select({ inviteId: quotationDeviations.inviteId })
    .from(quotationDeviations)
    .where(and(eq(quotationDeviations.quotationId, quotationId), eq(quotationDeviations.status, 'pending')))
  return new Set(rows.map((row) => row.inviteId))
}
