import { companyEndpoints, type UpdateCompanyBody } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { adminQueries } from './admin-queries.ts'
import { useAdminMutation } from './use-admin-mutation.ts'

export const useUpdateCompany = () =>
  useAdminMutation(
    (body: UpdateCompanyBody) => callApi(companyEndpoints.update, { body }),
    adminQueries.company().queryKey,
    {
      quiet: true,
    },
  )
