import { IdParams, VersionBody } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listResponse } from '../http/list.ts'
import {
  InventoryTransaction,
  type InventoryTransactionAction,
  InventoryTransactionBody,
  InventoryTransactionListQuery,
  InventoryTransactionSummary,
  SourceAvailability,
  SourceAvailabilityQuery,
  UpdateInventoryTransactionBody,
} from './inventory-transaction.contract.ts'

const path = '/inventory-transactions'
const read = ['view.inv.transactions', 'manage.inv.transactions'] as const
const write = 'manage.inv.transactions' as const

// Each action of the state machine, taken on the version the user saw.
const action = (name: InventoryTransactionAction) =>
  defineEndpoint({
    method: 'POST',
    path: `${path}/:id/${name}`,
    permission: write,
    params: IdParams,
    body: VersionBody,
    response: InventoryTransaction,
  })

export const inventoryTransactionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission: read,
    query: InventoryTransactionListQuery,
    response: listResponse(InventoryTransactionSummary),
  }),
  // For the form, which only those who write transactions see.
  available: defineEndpoint({
    method: 'GET',
    path: `${path}/available`,
    permission: write,
    query: SourceAvailabilityQuery,
    response: SourceAvailability,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    permission: read,
    params: IdParams,
    response: InventoryTransaction,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    permission: write,
    body: InventoryTransactionBody,
    response: InventoryTransaction,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    body: UpdateInventoryTransactionBody,
    response: InventoryTransaction,
  }),
  start: action('start'),
  complete: action('complete'),
  cancel: action('cancel'),
}
