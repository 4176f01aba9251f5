import {
  type IncotermRoute,
  pickIncotermRule,
  proposeShipmentDates,
  type ShipmentDatesProposal,
  type ShipmentDatesRequest,
} from '@scm/contracts'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { etaRulesOf, incotermRulesOf, recipientFreightOf } from './settings-lookup.ts'
import { warehouseHandlingDays } from './warehouse.queries.ts'

// What a shipment of the acting company is proposed from its settings (spec §5: ETD/ETA depend on the
// recipient freight setting): the dates from the recipient freight row or the ETA rule, plus the
// receiving warehouse's handling days; the incoterm from the incoterm rules. Bookings call these.
export async function shipmentDatesFor(
  ctx: RequestContext,
  request: Omit<ShipmentDatesRequest, 'handling_days'>,
): Promise<ShipmentDatesProposal> {
  let handlingDays = 0
  if (request.ship_to_warehouse_id) {
    const days = await warehouseHandlingDays(ctx.tx, ctx.companyId, request.ship_to_warehouse_id)
    if (days === undefined) throw invalidField('ship_to_warehouse_id', 'masterData.unavailable')
    handlingDays = days
  }
  const freight = await recipientFreightOf(ctx.tx, ctx.companyId)
  const rules = await etaRulesOf(ctx.tx, ctx.companyId)
  return proposeShipmentDates({ ...request, handling_days: handlingDays }, freight, rules)
}

export async function incotermRuleFor(ctx: RequestContext, route: IncotermRoute) {
  return pickIncotermRule(await incotermRulesOf(ctx.tx, ctx.companyId), route)
}
