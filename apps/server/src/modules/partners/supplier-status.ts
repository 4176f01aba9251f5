import type { AgreementStatus } from '@scm/contracts'
import { type AgreementRow, findAgreement } from './agreement.queries.ts'
import { auditAgreement, type PartnerActor } from './agreement-audit.ts'
import { supplierAgreementIds, updateSupplierStatusRow } from './supplier-agreement.queries.ts'

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
export async function refreshSupplierStatus(ctx: PartnerActor, agreementId?: string) {
  const ids = agreementId ? [agreementId] : await supplierAgreementIds(ctx.tx, ctx.companyId)
  for (const id of ids) {
    const found = await findAgreement(ctx.tx, ctx.companyId, 'supplier', id)
    if (found) await applyStatus(ctx, found)
  }
}

async function applyStatus(ctx: PartnerActor, found: AgreementRow) {
  const { row } = found
  const next = nextSupplierStatus(row, found.missing.length)
  if (next.status === row.status && next.blockSource === row.blockSource) return
  await updateSupplierStatusRow(ctx.tx, row.id, {
    status: next.status,
    blockSource: next.blockSource,
    unblockReason: next.status === 'manual_unblock' ? row.unblockReason : null,
  })
  await auditAgreement(ctx, row.id, next.status === 'blocked' ? 'blocked' : 'unblocked', found)
}
