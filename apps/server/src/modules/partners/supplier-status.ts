import type { AgreementStatus } from '@scm/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../platform/http/context.ts'
import { type AgreementRow, findAgreement } from './agreement.queries.ts'
import { agreements } from './agreement.table.ts'
import { auditAgreement } from './agreement-audit.ts'

type Current = { status: AgreementStatus; blockSource: 'criteria' | 'manual' | null }
type Next = { status: AgreementStatus; blockSource: 'criteria' | 'manual' | null }

// Spec §4: a supplier missing a mandatory criterion value is Blocked. Inactive and manually blocked
// suppliers stay as they are; a manual unblock lasts until the values change, when this runs again.
export function nextSupplierStatus(current: Current, missingCount: number): Next {
  const { status, blockSource } = current
  if (status === 'inactive' || (status === 'blocked' && blockSource === 'manual')) return current
  if (missingCount > 0) return { status: 'blocked', blockSource: 'criteria' }
  if (status === 'blocked' || status === 'manual_unblock') return { status: 'active', blockSource: null }
  return current
}

// Re-evaluates the status of the company's suppliers (all, or one) after criteria or values changed;
// each change of status is audited.
export async function refreshSupplierStatus(ctx: RequestContext, agreementId?: string) {
  const ids = agreementId
    ? [agreementId]
    : (
        await ctx.tx
          .select({ id: agreements.id })
          .from(agreements)
          .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.role, 'supplier')))
      ).map((row) => row.id)
  for (const id of ids) {
    const found = await findAgreement(ctx.tx, ctx.companyId, 'supplier', id)
    if (found) await applyStatus(ctx, found)
  }
}

async function applyStatus(ctx: RequestContext, found: AgreementRow) {
  const { row } = found
  const next = nextSupplierStatus(row, found.missing.length)
  if (next.status === row.status && next.blockSource === row.blockSource) return
  await ctx.tx
    .update(agreements)
    .set({
      status: next.status,
      blockSource: next.blockSource,
      blockReason: null,
      unblockReason: next.status === 'manual_unblock' ? row.unblockReason : null,
      updatedAt: new Date(),
      version: sql`${agreements.version} + 1`,
    })
    .where(eq(agreements.id, row.id))
  await auditAgreement(ctx, row.id, next.status === 'blocked' ? 'blocked' : 'unblocked', found)
}
