import {
  type CreateDeviationReportBody,
  type DeviationCommandBody,
  type DeviationDecisionsBody,
  deviationReportEndpoints,
  type GuestLinkPurpose,
  orderGuestLinkEndpoints,
} from '@scm/contracts'
import { callApi } from '../../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../../lib/api/use-invalidating-mutation.ts'

// Every deviation change may change the order: the whole orders key reloads.
const orders = ['orders'] as const

// Quiet: the form puts errors on their fields and shows a conflict itself.
export const useRaiseDeviation = (orderId: string) =>
  useInvalidatingMutation(
    (body: CreateDeviationReportBody) =>
      callApi(deviationReportEndpoints.create, { params: { id: orderId }, body }),
    orders,
    { quiet: true },
  )

export const useDecideDeviation = (orderId: string, deviationId: string) =>
  useInvalidatingMutation(
    (body: DeviationDecisionsBody) =>
      callApi(deviationReportEndpoints.decide, { params: { id: orderId, deviationId }, body }),
    orders,
  )

export const useDeviationCommand = (orderId: string, deviationId: string) =>
  useInvalidatingMutation(
    (body: DeviationCommandBody) =>
      callApi(deviationReportEndpoints.command, { params: { id: orderId, deviationId }, body }),
    orders,
  )

export const useSendGuestLink = (orderId: string, purpose: GuestLinkPurpose) =>
  useInvalidatingMutation(
    (password: string | null) =>
      callApi(orderGuestLinkEndpoints.send, { params: { id: orderId }, body: { purpose, password } }),
    orders,
    { quiet: true },
  )

export const useRevokeGuestLink = (orderId: string) =>
  useInvalidatingMutation(
    (linkId: string) => callApi(orderGuestLinkEndpoints.revoke, { params: { id: orderId, linkId } }),
    orders,
  )
