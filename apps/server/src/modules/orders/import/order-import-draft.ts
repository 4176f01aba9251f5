import { type Locale, type MessageKey, type MessageParams, type Order, translate } from '@scm/contracts'
import { AppError } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { createOrder } from '../order.service.ts'
import type { RowProblem } from './order-import-file.ts'
import { locate, type OrderGroup } from './order-import-groups.ts'

// A refusal of the order service, on the rows and columns its fields came from.
function problemsOf(group: OrderGroup, error: AppError): RowProblem[] {
  const fields = Object.entries(error.fieldErrors)
  if (fields.length === 0)
    return [{ row: group.rows[0]!.row, column: 'order', key: error.code, params: error.params }]
  return fields.flatMap(([path, keys]) =>
    keys.map((entry) => {
      const { key, params } = typeof entry === 'string' ? { key: entry, params: error.params } : entry
      return { ...locate(group, path), key, params }
    }),
  )
}

// Thrown in the savepoint of an order that was only checked, so that it is rolled back.
class CheckedOnly extends Error {}

// One order of the file through the order create endpoint's own code (numbering, pricing, checks,
// history, audit, OrderUpdated), in a savepoint: kept, or rolled back when only checking. A refusal
// answers the order's problems; anything else is a fault and is thrown.
export async function draftOrder(
  ctx: RequestContext,
  group: OrderGroup,
  mode: 'check' | 'create',
): Promise<{ order: Order | null; problems: RowProblem[] }> {
  if (!group.body) return { order: null, problems: group.problems }
  const body = group.body
  let order: Order | null = null
  try {
    await ctx.tx.transaction(async (tx) => {
      const afterCommit = mode === 'create' ? ctx.afterCommit : () => {}
      order = await createOrder({ ...ctx, tx, afterCommit }, body)
      if (mode === 'check') throw new CheckedOnly()
    })
  } catch (error) {
    if (error instanceof CheckedOnly) return { order: null, problems: [] }
    if (error instanceof AppError && error.statusCode < 500)
      return { order: null, problems: problemsOf(group, error) }
    throw error
  }
  return { order, problems: [] }
}

// A problem as a message: keys under orders.import. name their row and column themselves, the order
// form's messages are prefixed with them.
export function problemMessage(
  problem: RowProblem,
  locale: Locale,
): { key: MessageKey; params: MessageParams } {
  const base = { row: problem.row, column: problem.column }
  if (problem.key.startsWith('orders.import.'))
    return { key: problem.key, params: { ...problem.params, ...base } }
  return {
    key: 'orders.import.rowProblem',
    params: { ...base, message: translate(locale, problem.key, problem.params) },
  }
}
