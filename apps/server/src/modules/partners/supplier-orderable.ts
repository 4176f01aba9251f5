import { hasAnyPermission } from '@scm/contracts'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findAgreement } from './agreement.queries.ts'
import { findSupplierByEitherId } from './supplier-agreement.queries.ts'

// For orders (#5): may the acting company order from this supplier? Given the supplier's company id or
// the agreement's id. Inactive suppliers cannot be ordered from; blocked ones only by a user holding
// "manage supplier limitations" (spec §6). Answers 422 on `field`, the order's supplier field.
export async function assertSupplierOrderable(
  ctx: RequestContext,
  supplierCompanyIdOrAgreementId: string,
  field = 'supplier_id',
) {
  const match = await findSupplierByEitherId(ctx.tx, ctx.companyId, supplierCompanyIdOrAgreementId)
  const found = match ? await findAgreement(ctx.tx, ctx.companyId, 'supplier', match.id) : undefined
  if (!found) throw invalidField(field, 'validation.oneOf')
  const { status, blockReason } = found.row
  if (status === 'inactive') throw invalidField(field, 'partners.supplierInactive')
  if (status === 'blocked' && !hasAnyPermission(ctx.principal.permissions, 'manage.supplier.limitations'))
    throw invalidField(field, 'partners.supplierBlocked', {
      reason: blockReason ?? found.missing.join(', '),
    })
  return found
}
