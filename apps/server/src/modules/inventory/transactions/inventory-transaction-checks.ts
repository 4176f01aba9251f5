import type { InventoryTransactionBody } from '@scm/contracts'
import type { z } from 'zod'
import { AppError, type FieldError } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { articlesById } from '../../articles/index.ts'
import { assertSettingsReference } from '../../company-settings/index.ts'

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
  const ids = [...new Set(body.rows.map((row) => row.article_id))]
  const refs = new Map((await articlesById(ctx.tx, ctx.companyId, ids)).map((ref) => [ref.id, ref]))
  const errors: Record<string, FieldError[]> = {}
  for (const [index, row] of body.rows.entries()) {
    const ref = refs.get(row.article_id)
    const field = `rows.${index}.article_id`
    if (!ref) errors[field] = ['articles.notFoundField']
    else if (ref.status === 'archived' && !current.articleIds.has(ref.id))
      errors[field] = ['articles.archivedField']
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
}
