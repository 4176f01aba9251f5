import {
  type ContractSectionBody,
  quotationContractEndpoints,
  type UpdateContractSectionBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { contractQueries } from './contract-queries.ts'

// The buyer's changes to a quotation's contract sections (decision 0040), each under the section's
// own version; the screen shows a refusal on its fields or as the conflict alert.
export const useCreateContractSection = (quotationId: string) =>
  useInvalidatingMutation(
    (body: ContractSectionBody) =>
      callApi(quotationContractEndpoints.create, { params: { id: quotationId }, body }),
    contractQueries.all,
    { quiet: true },
  )

export const useUpdateContractSection = (quotationId: string) =>
  useInvalidatingMutation(
    ({ sectionId, body }: { sectionId: string; body: UpdateContractSectionBody }) =>
      callApi(quotationContractEndpoints.update, { params: { id: quotationId, sectionId }, body }),
    contractQueries.all,
    { quiet: true },
  )

export const useRemoveContractSection = (quotationId: string) =>
  useInvalidatingMutation(
    (sectionId: string) =>
      callApi(quotationContractEndpoints.remove, { params: { id: quotationId, sectionId } }),
    contractQueries.all,
    { quiet: true },
  )
