import {
  type PriceListBody,
  type PriceListLineBody,
  type PriceRuleBody,
  priceListEndpoints,
  priceRuleEndpoints,
  type UpdatePriceListBody,
  type UpdatePriceListLineBody,
  type UpdatePriceRuleBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { priceListQueries, priceRuleQueries } from './price-list-queries.ts'

// A line changes its list's state and count too, so every change reloads the lists' key.
const lists = priceListQueries.all
const rules = priceRuleQueries.all

export const useCreatePriceList = () =>
  useInvalidatingMutation((body: PriceListBody) => callApi(priceListEndpoints.create, { body }), lists)
export const useUpdatePriceList = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdatePriceListBody }) =>
      callApi(priceListEndpoints.update, { params: { id }, body }),
    lists,
    { quiet: true },
  )
export const useDeletePriceList = () =>
  useInvalidatingMutation((id: string) => callApi(priceListEndpoints.remove, { params: { id } }), lists)
export const usePriceListAction = () =>
  useInvalidatingMutation(
    ({ id, action, version }: { id: string; action: 'publish' | 'approve' | 'reject'; version: number }) =>
      callApi(priceListEndpoints[action], { params: { id }, body: { version } }),
    lists,
  )

export const useSaveLine = (listId: string) =>
  useInvalidatingMutation(
    ({ lineId, body }: { lineId: string | null; body: UpdatePriceListLineBody | PriceListLineBody }) =>
      lineId
        ? callApi(priceListEndpoints.updateLine, {
            params: { id: listId, lineId },
            body: body as UpdatePriceListLineBody,
          })
        : callApi(priceListEndpoints.addLine, { params: { id: listId }, body }),
    lists,
    { quiet: true },
  )
export const useRemoveLine = (listId: string) =>
  useInvalidatingMutation(
    (lineId: string) => callApi(priceListEndpoints.removeLine, { params: { id: listId, lineId } }),
    lists,
  )
export const useImportLines = (listId: string) =>
  useInvalidatingMutation(
    (csv: string) => callApi(priceListEndpoints.importLines, { params: { id: listId }, body: { csv } }),
    lists,
    { quiet: true },
  )
export const useApplyIndexing = (listId: string) =>
  useInvalidatingMutation(
    (body: { percent: string; version: number }) =>
      callApi(priceListEndpoints.applyIndexing, { params: { id: listId }, body }),
    lists,
  )

export const useSavePriceRule = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string | null; body: PriceRuleBody | UpdatePriceRuleBody }) =>
      id
        ? callApi(priceRuleEndpoints.update, { params: { id }, body: body as UpdatePriceRuleBody })
        : callApi(priceRuleEndpoints.create, { body }),
    rules,
    { quiet: true },
  )
export const useDeletePriceRule = () =>
  useInvalidatingMutation((id: string) => callApi(priceRuleEndpoints.remove, { params: { id } }), rules)
