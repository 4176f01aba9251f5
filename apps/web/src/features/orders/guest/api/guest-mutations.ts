import {
  type DeviationDecisionsBody,
  type GuestConfirmBody,
  type GuestProposeBody,
  guestOrderEndpoints,
} from '@scm/contracts'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../../lib/api/call-api.ts'

// The guest pages show their own errors (a spent link, a stale page): every mutation here is quiet.
const quiet = { meta: { quiet: true } } as const

export const useGuestConfirm = (token: string) =>
  useMutation({
    mutationFn: (body: GuestConfirmBody) => callApi(guestOrderEndpoints.confirm, { params: { token }, body }),
    ...quiet,
  })

export const useGuestPropose = (token: string) =>
  useMutation({
    mutationFn: (body: GuestProposeBody) => callApi(guestOrderEndpoints.propose, { params: { token }, body }),
    ...quiet,
  })

export const useGuestDecide = (token: string) =>
  useMutation({
    mutationFn: (body: DeviationDecisionsBody) =>
      callApi(guestOrderEndpoints.decideDeviation, { params: { token }, body }),
    ...quiet,
  })
