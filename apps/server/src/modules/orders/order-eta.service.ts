import type { EtaProposal, EtaProposalBody } from '@scm/contracts'
import type { z } from 'zod'
import type { RequestContext } from '../../platform/http/context.ts'
import { shipmentDatesFor } from '../company-settings/index.ts'

// The ETA the wizard proposes, by the rule a booking's dates follow (decision 0058): the recipient
// freight lead time of the ship-to and freight mode, else the route's ETA rule, plus the receiving
// warehouse's handling days. Neither: no proposal.
export async function proposeEta(
  ctx: RequestContext,
  body: z.output<typeof EtaProposalBody>,
): Promise<EtaProposal> {
  const proposal = await shipmentDatesFor(ctx, body)
  return {
    eta: proposal.eta,
    lead_time_days: proposal.lead_time_days,
    handling_days: proposal.handling_days,
    source: proposal.source,
    rule_id: proposal.rule_id,
  }
}
