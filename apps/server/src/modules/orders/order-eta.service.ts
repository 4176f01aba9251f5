import { type EtaProposal, type EtaProposalBody, pickEtaRule } from '@scm/contracts'
import type { z } from 'zod'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { etaRulesOf, warehouseHandlingDays } from '../company-settings/index.ts'

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
    const days = await warehouseHandlingDays(ctx.tx, ctx.companyId, body.ship_to_warehouse_id)
    if (days === undefined) throw invalidField('ship_to_warehouse_id', 'masterData.unavailable')
    handlingDays = days
  }
  const rule = pickEtaRule(await etaRulesOf(ctx.tx, ctx.companyId), body)
  return {
    eta: rule ? addDays(body.etd, rule.lead_time_days + handlingDays) : null,
    lead_time_days: rule?.lead_time_days ?? null,
    handling_days: handlingDays,
    eta_rule_id: rule?.id ?? null,
  }
}
