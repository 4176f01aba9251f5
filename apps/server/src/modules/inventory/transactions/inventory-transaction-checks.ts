import type { InventoryTransactionBody } from '@scm/contracts'
import type { z } from 'zod'
import type { RequestContext } from '../../../platform/http/context.ts'
import { assertSettingsReference } from '../../company-settings/index.ts'
import { assertRowArticles } from '../stock-document-checks.ts'

type Body = z.output<typeof InventoryTransactionBody>

export interface CurrentLinks {
  fromWarehouseId: string | null
  destinationWarehouseId: string | null
  articleIds: Set<string>
}

const none: CurrentLinks = { fromWarehouseId: null, destinationWarehouseId: null, articleIds: new Set() }

// The links of a transaction, each refusal on its own field: both warehouses are active warehouses of
// the company (or the ones it already had), every article is the company's and not archived unless
// the transaction already held it.
export async function checkTransaction(ctx: RequestContext, body: Body, current: CurrentLinks = none) {
  await assertSettingsReference(
    ctx,
    'warehouse',
    body.from_warehouse_id,
    'from_warehouse_id',
    current.fromWarehouseId,
  )
  await assertSettingsReference(
    ctx,
    'warehouse',
    body.destination_warehouse_id,
    'destination_warehouse_id',
    current.destinationWarehouseId,
  )
  await assertRowArticles(ctx, body.rows, current.articleIds)
}
