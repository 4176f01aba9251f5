import { z } from 'zod'
import { IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listResponse } from '../http/list.ts'
import {
  ProductionArticleOption,
  ProductionOrder,
  type ProductionOrderAction,
  ProductionOrderActionBody,
  ProductionOrderBody,
  ProductionOrderListQuery,
  ProductionOrderReceiptBody,
  ProductionOrderSummary,
  UpdateProductionOrderBody,
} from './production-order.contract.ts'

const path = '/production-orders'
const permission = 'manage.production.orders' as const

const action = (name: ProductionOrderAction) =>
  defineEndpoint({
    method: 'POST',
    path: `${path}/:id/${name}`,
    permission,
    params: IdParams,
    body: ProductionOrderActionBody,
    response: ProductionOrder,
  })

export const productionOrderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission,
    query: ProductionOrderListQuery,
    response: listResponse(ProductionOrderSummary),
  }),
  articles: defineEndpoint({
    method: 'GET',
    path: `${path}/articles`,
    permission,
    response: z.array(ProductionArticleOption),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    permission,
    params: IdParams,
    response: ProductionOrder,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    permission,
    body: ProductionOrderBody,
    response: ProductionOrder,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    permission,
    params: IdParams,
    body: UpdateProductionOrderBody,
    response: ProductionOrder,
  }),
  // The machine of the contract, one endpoint per action; taken twice, the second changes nothing.
  post: action('post'),
  release: action('release'),
  close: action('close'),
  // Consumes the components and adds the finished article in the order's warehouse, in one posting.
  receive: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/receipts`,
    permission,
    params: IdParams,
    body: ProductionOrderReceiptBody,
    response: ProductionOrder,
    status: 201,
  }),
  // Only a draft is deleted, for good: nothing was posted of it.
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    permission,
    params: IdParams,
    response: MessageBody,
  }),
}
