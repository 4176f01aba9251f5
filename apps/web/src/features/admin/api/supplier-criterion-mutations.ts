import {
  type SupplierCriterionBody,
  supplierCriterionEndpoints,
  type UpdateSupplierCriterionBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'

// Criteria decide whether suppliers are blocked, so a change reloads the partner lists and cards too.
const key = ['admin', 'supplier-criteria'] as const
const partners = ['partners'] as const

export const useCreateSupplierCriterion = () =>
  useInvalidatingMutation(
    (body: SupplierCriterionBody) => callApi(supplierCriterionEndpoints.create, { body }),
    key,
    {
      also: partners,
    },
  )

export const useUpdateSupplierCriterion = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateSupplierCriterionBody }) =>
      callApi(supplierCriterionEndpoints.update, { params: { id }, body }),
    key,
    { quiet: true, also: partners },
  )

export const useDeleteSupplierCriterion = () =>
  useInvalidatingMutation(
    (id: string) => callApi(supplierCriterionEndpoints.remove, { params: { id } }),
    key,
    {
      also: partners,
    },
  )
