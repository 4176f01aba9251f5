import {
  type ProductionWorkflowBody,
  productionWorkflowEndpoints,
  type UpdateProductionWorkflowBody,
} from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'

// The workflow list uses `all` as its ListScreen key.
export const workflowQueries = {
  all: ['admin', 'production-workflows'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'production-workflows', 'detail', id],
      queryFn: () => callApi(productionWorkflowEndpoints.get, { params: { id } }),
    }),
}

export const useSaveWorkflow = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string | null; body: ProductionWorkflowBody | UpdateProductionWorkflowBody }) =>
      id
        ? callApi(productionWorkflowEndpoints.update, {
            params: { id },
            body: body as UpdateProductionWorkflowBody,
          })
        : callApi(productionWorkflowEndpoints.create, { body }),
    workflowQueries.all,
    { quiet: true },
  )

export const useDeleteWorkflow = () =>
  useInvalidatingMutation(
    (id: string) => callApi(productionWorkflowEndpoints.remove, { params: { id } }),
    workflowQueries.all,
  )
