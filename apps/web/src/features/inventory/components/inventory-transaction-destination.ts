import type { InventoryTransactionSummary } from '@scm/contracts'

// Where the stock goes: the destination warehouse, or the place named in words.
export const destinationOf = (row: InventoryTransactionSummary) =>
  row.destination_warehouse_name ?? row.destination_text ?? ''
