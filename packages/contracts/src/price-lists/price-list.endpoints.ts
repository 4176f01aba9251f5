import { IdParams, VersionBody } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listResponse } from '../http/list.ts'
import {
  ApplyIndexingBody,
  IndexingBody,
  IndexingPreview,
  PriceList,
  PriceListBody,
  PriceListImportBody,
  PriceListImportResult,
  PriceListLine,
  PriceListLineBody,
  PriceListLineParams,
  PriceListLineQuery,
  PriceListListQuery,
  PriceListOrder,
  PriceListOrderQuery,
  UpdatePriceListBody,
  UpdatePriceListLineBody,
} from './price-list.contract.ts'

const view = 'list.price.lists' as const
const edit = 'create.price.list' as const

const action = (name: 'publish' | 'approve' | 'reject') =>
  defineEndpoint({
    method: 'POST',
    path: `/price-lists/:id/${name}`,
    permission: edit,
    params: IdParams,
    body: VersionBody,
    response: PriceList,
  })

export const priceListEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/price-lists',
    permission: view,
    query: PriceListListQuery,
    response: listResponse(PriceList),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/price-lists/:id',
    permission: view,
    params: IdParams,
    response: PriceList,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/price-lists',
    permission: edit,
    body: PriceListBody,
    response: PriceList,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/price-lists/:id',
    permission: edit,
    params: IdParams,
    body: UpdatePriceListBody,
    response: PriceList,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/price-lists/:id',
    permission: edit,
    params: IdParams,
    response: MessageBody,
  }),
  publish: action('publish'),
  approve: action('approve'),
  reject: action('reject'),
  lines: defineEndpoint({
    method: 'GET',
    path: '/price-lists/:id/lines',
    permission: view,
    params: IdParams,
    query: PriceListLineQuery,
    response: listResponse(PriceListLine),
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/price-lists/:id/orders',
    permission: view,
    params: IdParams,
    query: PriceListOrderQuery,
    response: listResponse(PriceListOrder),
  }),
  addLine: defineEndpoint({
    method: 'POST',
    path: '/price-lists/:id/lines',
    permission: edit,
    params: IdParams,
    body: PriceListLineBody,
    response: PriceListLine,
    status: 201,
  }),
  updateLine: defineEndpoint({
    method: 'PUT',
    path: '/price-lists/:id/lines/:lineId',
    permission: edit,
    params: PriceListLineParams,
    body: UpdatePriceListLineBody,
    response: PriceListLine,
  }),
  removeLine: defineEndpoint({
    method: 'DELETE',
    path: '/price-lists/:id/lines/:lineId',
    permission: edit,
    params: PriceListLineParams,
    response: MessageBody,
  }),
  previewIndexing: defineEndpoint({
    method: 'POST',
    path: '/price-lists/:id/indexing/preview',
    permission: edit,
    params: IdParams,
    body: IndexingBody,
    response: IndexingPreview,
  }),
  applyIndexing: defineEndpoint({
    method: 'POST',
    path: '/price-lists/:id/indexing',
    permission: edit,
    params: IdParams,
    body: ApplyIndexingBody,
    response: PriceList,
  }),
  // Every row is checked first; one bad row imports nothing, and every bad row is named at once.
  importLines: defineEndpoint({
    method: 'POST',
    path: '/price-lists/:id/import',
    permission: edit,
    params: IdParams,
    body: PriceListImportBody,
    response: PriceListImportResult,
  }),
}
