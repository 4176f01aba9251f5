import {
  type ConsumablesPostingBody,
  consumablesPostingEndpoints,
  type UpdateConsumablesPostingBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { consumablesPostingQueries } from './consumables-posting-queries.ts'

// Stock changes when a posting is sent: the inventory table's cache goes too.
const stock = ['inventory'] as const

export const useCreateConsumablesPosting = () =>
  useInvalidatingMutation(
    (body: ConsumablesPostingBody) => callApi(consumablesPostingEndpoints.create, { body }),
    consumablesPostingQueries.all,
    { quiet: true },
  )

export const useUpdateConsumablesPosting = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateConsumablesPostingBody }) =>
      callApi(consumablesPostingEndpoints.update, { params: { id }, body }),
    consumablesPostingQueries.all,
    { quiet: true },
  )

// On the version shown; the page shows a refusal itself.
export const useSendConsumablesPosting = () =>
  useInvalidatingMutation(
    ({ id, version }: { id: string; version: number }) =>
      callApi(consumablesPostingEndpoints.send, { params: { id }, body: { version } }),
    consumablesPostingQueries.all,
    { quiet: true, also: stock },
  )

export const useDeleteConsumablesPosting = () =>
  useInvalidatingMutation(
    (id: string) => callApi(consumablesPostingEndpoints.remove, { params: { id } }),
    consumablesPostingQueries.all,
    { quiet: true },
  )
