import { type EtaProposalBody, orderEndpoints } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi } from '../../../lib/api/call-api.ts'

export type EtaRoute = Omit<z.input<typeof EtaProposalBody>, 'etd'>

const isDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

// The ETA the company's ETA rules give for this ETD and route (lead time plus the warehouse's
// handling days); asked again whenever the ETD or a part of the route changes.
export function useEtaProposal(etd: string | null | undefined, route: EtaRoute) {
  return useQuery({
    queryKey: ['orders', 'eta-proposal', etd, route],
    queryFn: () => callApi(orderEndpoints.etaProposal, { body: { ...route, etd: etd as string } }),
    enabled: isDate(etd),
    staleTime: 60_000,
    meta: { quiet: true },
  })
}
