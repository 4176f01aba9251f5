import { defineEndpoint } from '../http/endpoint.ts'
import { listResponse } from '../http/list.ts'
import {
  InventoryListQuery,
  InventoryRow,
  StockLedger,
  StockLedgerParams,
  StockMovement,
  StockMovementQuery,
} from './stock.contract.ts'

const read = 'manage.inventory' as const

export const inventoryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/inventory',
    permission: read,
    query: InventoryListQuery,
    response: listResponse(InventoryRow),
  }),
  // The ledger of one article in one warehouse, newest first, under the figure it adds up to.
  ledger: defineEndpoint({
    method: 'GET',
    path: '/inventory/ledger/:article_id/:warehouse_id',
    permission: read,
    params: StockLedgerParams,
    query: StockMovementQuery,
    response: listResponse(StockMovement).extend({ ledger: StockLedger }),
  }),
}
