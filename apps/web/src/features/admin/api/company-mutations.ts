import { companyEndpoints, type UpdateCompanyBody } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { adminQueries } from './admin-queries.ts'

export const useUpdateCompany = () =>
  useInvalidatingMutation(
    (body: UpdateCompanyBody) => callApi(companyEndpoints.update, { body }),
    adminQueries.company().queryKey,
    {
      quiet: true,
    },
  )
