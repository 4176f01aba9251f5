import {
  orderMilestoneEndpoints as e,
  guestMilestoneEndpoints,
  type MilestoneGuestLinkBody,
  type MilestoneUpdateBody,
  milestoneGuestLinkEndpoints,
} from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../../lib/api/use-invalidating-mutation.ts'

// Under ['orders']: a change reloads the order's history too, and a live order event reloads these.
export const milestoneQueries = {
  ofOrder: (orderId: string) =>
    queryOptions({
      queryKey: ['orders', 'milestones', orderId],
      queryFn: () => callApi(e.list, { params: { id: orderId } }),
    }),
  choices: (orderId: string) =>
    queryOptions({
      queryKey: ['orders', 'milestones', 'choices', orderId],
      queryFn: () => callApi(e.choices, { params: { id: orderId } }),
    }),
}

const all = ['orders'] as const

export const useApplyWorkflow = (orderId: string) =>
  useInvalidatingMutation(
    (workflowId: string) => callApi(e.apply, { params: { id: orderId }, body: { workflow_id: workflowId } }),
    all,
  )

export const useUpdateMilestone = (orderId: string) =>
  useInvalidatingMutation(
    ({ milestoneId, body }: { milestoneId: string; body: MilestoneUpdateBody }) =>
      callApi(e.update, { params: { id: orderId, milestoneId }, body }),
    all,
  )

export const useCommentMilestone = (orderId: string) =>
  useInvalidatingMutation(
    ({ milestoneId, text }: { milestoneId: string; text: string }) =>
      callApi(e.comment, { params: { id: orderId, milestoneId }, body: { text } }),
    all,
  )

export const useSendMilestoneLink = (orderId: string, milestoneId: string) =>
  useInvalidatingMutation(
    (body: MilestoneGuestLinkBody) =>
      callApi(milestoneGuestLinkEndpoints.send, { params: { id: orderId, milestoneId }, body }),
    all,
  )

// A guest's one milestone, by its link's token.
export const guestMilestoneQueries = {
  all: ['guest-milestone'] as const,
  detail: (token: string) =>
    queryOptions({
      queryKey: ['guest-milestone', token],
      queryFn: () => callApi(guestMilestoneEndpoints.get, { params: { token } }),
      retry: false,
      meta: { quiet: true },
    }),
}

export const useGuestMilestoneUpdate = (token: string) =>
  useInvalidatingMutation(
    (body: MilestoneUpdateBody) => callApi(guestMilestoneEndpoints.update, { params: { token }, body }),
    guestMilestoneQueries.all,
  )

export const useGuestMilestoneComment = (token: string) =>
  useInvalidatingMutation(
    (text: string) => callApi(guestMilestoneEndpoints.comment, { params: { token }, body: { text } }),
    guestMilestoneQueries.all,
  )
