import {
  type InventoryTransactionAction,
  type InventoryTransactionBody,
  inventoryTransactionEndpoints,
  type UpdateInventoryTransactionBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { inventoryTransactionQueries } from './inventory-transaction-queries.ts'

// Stock changes with the transactions: the inventory table's cache goes too.
const stock = ['inventory'] as const

export const useCreateInventoryTransaction = () =>
  useInvalidatingMutation(
    (body: InventoryTransactionBody) => callApi(inventoryTransactionEndpoints.create, { body }),
    inventoryTransactionQueries.all,
    { quiet: true },
  )

export const useUpdateInventoryTransaction = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateInventoryTransactionBody }) =>
      callApi(inventoryTransactionEndpoints.update, { params: { id }, body }),
    inventoryTransactionQueries.all,
    { quiet: true },
  )

// Start, complete or cancel, on the version shown; the page shows a refusal itself.
export const useInventoryTransactionAction = () =>
  useInvalidatingMutation(
    ({ id, action, version }: { id: string; action: InventoryTransactionAction; version: number }) =>
      callApi(inventoryTransactionEndpoints[action], { params: { id }, body: { version } }),
    inventoryTransactionQueries.all,
    { quiet: true, also: stock },
  )
