import { type EtaProposal, type EtaProposalBody, pickEtaRule } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { warehouses } from '../company-settings/address.table.ts'
import { etaRules } from '../company-settings/eta-rule.table.ts'

const day = 86_400_000
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * day).toISOString().slice(0, 10)

// The ETA the wizard proposes: the ETD, plus the lead time of the company's ETA rule for the route
// (pickEtaRule), plus the receiving warehouse's handling days. No rule, no proposal.
export async function proposeEta(
  ctx: RequestContext,
  body: z.output<typeof EtaProposalBody>,
): Promise<EtaProposal> {
  let handlingDays = 0
  if (body.ship_to_warehouse_id) {
    const [warehouse] = await ctx.tx
      .select({ handlingDays: warehouses.handlingDays })
      .from(warehouses)
      .where(and(eq(warehouses.id, body.ship_to_warehouse_id), eq(warehouses.companyId, ctx.companyId)))
    if (!warehouse) throw invalidField('ship_to_warehouse_id', 'masterData.unavailable')
    handlingDays = warehouse.handlingDays
  }
  const rows = await ctx.tx.select().from(etaRules).where(eq(etaRules.companyId, ctx.companyId))
  const rule = pickEtaRule(
    rows.map((row) => ({
      id: row.id,
      ship_from_address_id: row.shipFromAddressId,
      ship_to_address_id: row.shipToAddressId,
      ship_to_warehouse_id: row.shipToWarehouseId,
      incoterm: row.incoterm,
      freight_mode_id: row.freightModeId,
      lead_time_days: row.leadTimeDays,
      is_default: row.isDefault,
    })),
    body,
  )
  return {
    eta: rule ? addDays(body.etd, rule.lead_time_days + handlingDays) : null,
    lead_time_days: rule?.lead_time_days ?? null,
    handling_days: handlingDays,
    eta_rule_id: rule?.id ?? null,
  }
}
