import type { MessageKey, quotationEndpoints } from '@scm/contracts'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { Handler } from '../../platform/http/route.ts'
import { supplierRefs, supplierWithOrgNumber } from '../partners/index.ts'
import { bumpQuotation, type QuotationInviteValues, replaceQuotationInvites } from './quotation.queries.ts'
import { assertDraft, changeQuotation } from './quotation.service.ts'

type Body = Parameters<Handler<typeof quotationEndpoints.saveSuppliers>>[0]['body']

// Each supplier asked is one of the buyer's suppliers that is not inactive, or an external one that is
// not on the buyer's list under its organisation number (spec §5). Every refusal names its row.
async function inviteValues(ctx: RequestContext, body: Body): Promise<QuotationInviteValues[]> {
  const ids = body.suppliers.flatMap((choice) => (choice.supplier_id ? [choice.supplier_id] : []))
  const known = new Map((await supplierRefs(ctx.tx, ctx.companyId, ids)).map((row) => [row.id, row]))
  const errors: Record<string, MessageKey[]> = {}
  const values: QuotationInviteValues[] = []
  for (const [position, choice] of body.suppliers.entries()) {
    if (choice.supplier_id) {
      const supplier = known.get(choice.supplier_id)
      if (!supplier || supplier.status === 'inactive') {
        errors[`suppliers.${position}.supplier_id`] = ['masterData.unavailable']
        continue
      }
      values.push({
        position,
        agreementId: supplier.id,
        supplierCompanyId: supplier.counterpartyCompanyId,
        name: supplier.name,
        email: supplier.email,
        orgNumber: supplier.orgNumber,
      })
      continue
    }
    if (choice.org_number && (await supplierWithOrgNumber(ctx.tx, ctx.companyId, choice.org_number))) {
      errors[`suppliers.${position}.org_number`] = ['quotations.externalExists']
      continue
    }
    values.push({
      position,
      agreementId: null,
      supplierCompanyId: null,
      name: choice.name!,
      email: choice.email,
      orgNumber: choice.org_number,
    })
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
  return values
}

// The suppliers step: who is asked, at most four.
export const saveQuotationSuppliers = (ctx: RequestContext, id: string, body: Body) =>
  changeQuotation(ctx, id, body.version, async (row) => {
    assertDraft(row)
    const invites = await inviteValues(ctx, body)
    if (!(await bumpQuotation(ctx.tx, ctx.companyId, id, body.version))) return false
    await replaceQuotationInvites(ctx.tx, ctx.companyId, id, invites)
    return true
  })
