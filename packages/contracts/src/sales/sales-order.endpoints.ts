import { z } from 'zod'
import { PartnerOption } from '../articles/article.contract.ts'
import { IdParams, VersionBody } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listResponse } from '../http/list.ts'
import {
  CreateSalesOrderBody,
  SalesOrder,
  SalesOrderLinesBody,
  SalesOrderListQuery,
  SalesOrderSummary,
  UpdateSalesOrderBody,
} from './sales-order.contract.ts'

const path = '/sales-orders'
const permission = 'manage.sales.orders' as const

// An action on the order's state, taken on the version the user saw.
const action = (name: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${path}/:id/${name}`,
    permission,
    params: IdParams,
    body: VersionBody,
    response: SalesOrder,
  })

export const salesOrderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission,
    query: SalesOrderListQuery,
    response: listResponse(SalesOrderSummary),
  }),
  // Who the company sells to: the companies it trades with as their supplier.
  customers: defineEndpoint({
    method: 'GET',
    path: `${path}/customers`,
    permission,
    response: z.array(PartnerOption),
  }),
  // Who can be assigned to supply the order: the companies the company buys from.
  suppliers: defineEndpoint({
    method: 'GET',
    path: `${path}/suppliers`,
    permission,
    response: z.array(PartnerOption),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    permission,
    params: IdParams,
    response: SalesOrder,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    permission,
    body: CreateSalesOrderBody,
    response: SalesOrder,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    permission,
    params: IdParams,
    body: UpdateSalesOrderBody,
    response: SalesOrder,
  }),
  saveLines: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id/lines`,
    permission,
    params: IdParams,
    body: SalesOrderLinesBody,
    response: SalesOrder,
  }),
  accept: action('accept'),
  decline: action('decline'),
  cancel: action('cancel'),
  // Issues the lines' stock from their warehouses, once.
  dispatch: action('dispatch'),
  // A purchase-order draft to the assigned supplier with the lines not yet procured.
  createPurchaseOrder: action('purchase-orders'),
  // A production-order draft for each line whose article has a bill of material and no order yet.
  createProductionOrders: action('production-orders'),
}
