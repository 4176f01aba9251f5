// What other modules may use of the inventory module (docs/decisions/0026): nothing else of it is theirs.

export { availableStock } from './available-stock.queries.ts'
export { receiveDelivery } from './goods-receipts/goods-receipt.service.ts'
export { type LedgerDocument, postStock, reserveStock, type StockDelta } from './stock-posting.ts'
