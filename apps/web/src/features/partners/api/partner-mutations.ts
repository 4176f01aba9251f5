import {
  type AnyEndpoint,
  agreementEndpoints,
  type CreateExternalPartnerBody,
  type CreatePartnerInviteBody,
  type PartnerRole,
  partnerInviteEndpoints,
  receivedInviteEndpoints,
  type SaveCriteriaValuesBody,
  supplierCriterionEndpoints,
  type UnblockBody,
  type UpdateAgreementBody,
} from '@scm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { partnerQueries } from './partner-queries.ts'

// Any change to a partner reloads the partner lists, cards and invitations.
function usePartnerMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  options: { quiet?: boolean } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerQueries.all }),
    meta: { quiet: options.quiet },
  })
}

export const useUpdateAgreement = (role: PartnerRole) =>
  usePartnerMutation(
    ({ id, body }: { id: string; body: UpdateAgreementBody }) =>
      callApi(agreementEndpoints(role).update, { params: { id }, body }),
    { quiet: true },
  )

export const useCreateExternalPartner = (role: PartnerRole) =>
  usePartnerMutation((body: CreateExternalPartnerBody) =>
    callApi(agreementEndpoints(role).createExternal, { body }),
  )

export const useUnblockSupplier = () =>
  usePartnerMutation(({ id, body }: { id: string; body: UnblockBody }) =>
    callApi(agreementEndpoints('supplier').unblock, { params: { id }, body }),
  )

export const useSaveCriteriaValues = () =>
  usePartnerMutation(
    ({ id, body }: { id: string; body: SaveCriteriaValuesBody }) =>
      callApi(supplierCriterionEndpoints.saveValues, { params: { id }, body }),
    { quiet: true },
  )

export const useInvitePartner = (role: PartnerRole) =>
  usePartnerMutation((body: CreatePartnerInviteBody) =>
    callApi(partnerInviteEndpoints(role).create, { body }),
  )

export const useResendInvite = (role: PartnerRole) =>
  usePartnerMutation((id: string) => callApi(partnerInviteEndpoints(role).resend, { params: { id } }))

export const useRevokeInvite = (role: PartnerRole) =>
  usePartnerMutation((id: string) => callApi(partnerInviteEndpoints(role).revoke, { params: { id } }))

export const useAnswerInvite = (answer: 'accept' | 'decline') =>
  usePartnerMutation((id: string) => callApi(receivedInviteEndpoints[answer], { params: { id } }))

export const useDeleteBlockRow = (definition: { contract: { endpoints: { remove: AnyEndpoint } } }) =>
  usePartnerMutation(({ supplierId, rowId }: { supplierId: string; rowId: string }) =>
    callApi(definition.contract.endpoints.remove, { params: { id: supplierId, rowId } }),
  )
