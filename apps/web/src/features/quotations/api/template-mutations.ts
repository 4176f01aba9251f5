import {
  type QuotationTemplateBody,
  quotationTemplateEndpoints,
  type UpdateQuotationTemplateBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { templateQueries } from './template-queries.ts'

export const useSaveTemplate = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string | null; body: QuotationTemplateBody | UpdateQuotationTemplateBody }) =>
      id
        ? callApi(quotationTemplateEndpoints.update, {
            params: { id },
            body: body as UpdateQuotationTemplateBody,
          })
        : callApi(quotationTemplateEndpoints.create, { body }),
    templateQueries.all,
    { quiet: true },
  )

export const useDeleteTemplate = () =>
  useInvalidatingMutation(
    (id: string) => callApi(quotationTemplateEndpoints.remove, { params: { id } }),
    templateQueries.all,
  )
