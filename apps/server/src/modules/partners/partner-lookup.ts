import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findLinkableSupplier } from './supplier-agreement.queries.ts'

// Checks other modules make of who trades with whom (docs/decisions/0026): addresses name suppliers, but
// never read the partner tables themselves.

// A link to a supplier (an address's) names one of the acting company's supplier agreements that is not
// inactive; a link the record already had stays.
export async function assertSupplierAgreement(
  ctx: RequestContext,
  id: string | null,
  field: string,
  current: string | null = null,
) {
  if (id === null || id === current) return
  if (!(await findLinkableSupplier(ctx.tx, ctx.companyId, id)))
    throw invalidField(field, 'masterData.unavailable')
}
