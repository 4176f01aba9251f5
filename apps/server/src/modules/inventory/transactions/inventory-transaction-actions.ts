import {
  canTakeInventoryTransactionAction,
  type InventoryTransactionAction,
  inventoryTransactionTransitions,
  translate,
} from '@scm/contracts'
import { Decimal } from 'decimal.js'
import { conflict } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { postStock, reserveStock } from '../stock-posting.ts'
import {
  findTransaction,
  quantitiesOfTransaction,
  type TransactionRow,
  updateTransactionAt,
} from './inventory-transaction.queries.ts'
import {
  auditTransaction,
  describeTransaction,
  findOwnTransaction,
  statusWords,
} from './inventory-transaction.service.ts'

const negated = (quantity: string) => new Decimal(quantity).negated().toFixed()
const asIs = (quantity: string) => quantity

// What a move does to stock, in the transaction of the status change (decision 0053): starting
// reserves the quantities in the source warehouse; completing posts them out of the source and into
// the destination warehouse and releases them; cancelling an ongoing one releases them. Completing
// posts before it releases: the posting locks every level it touches in key order, so the release
// finds its levels held. Released first, the source would be locked before a destination that sorts
// ahead of it, and two transfers in opposite directions would deadlock.
async function moveStock(ctx: RequestContext, row: TransactionRow, action: InventoryTransactionAction) {
  if (action === 'cancel' && row.status === 'draft') return
  const lines = await quantitiesOfTransaction(ctx.tx, ctx.companyId, row.id)
  const at = (warehouseId: string, sign: (quantity: string) => string) =>
    lines.map((line) => ({ articleId: line.articleId, warehouseId, quantity: sign(line.quantity) }))
  const source = row.fromWarehouseId
  if (action === 'start') return reserveStock(ctx, at(source, asIs))
  if (action === 'complete')
    await postStock(ctx, { type: 'inventory_transaction', id: row.id, label: row.number }, [
      ...at(source, negated),
      ...(row.destinationWarehouseId ? at(row.destinationWarehouseId, asIs) : []),
    ])
  await reserveStock(ctx, at(source, negated))
}

// Takes a step of the state machine on the version the user saw. A step the transaction has already
// taken (a double click, a retry, a second tab) answers it as it is and changes nothing; any other
// move is refused with 409. The status is changed first: its row stays locked until the request
// ends, so two requests completing one transaction take turns, and the second finds it completed.
export async function actOnTransaction(
  ctx: RequestContext,
  id: string,
  action: InventoryTransactionAction,
  version: number,
) {
  const row = await findOwnTransaction(ctx, id)
  const { to } = inventoryTransactionTransitions[action]
  if (row.status === to) return describeTransaction(ctx, row)
  if (!canTakeInventoryTransactionAction(action, row.status))
    throw conflict('inventory.transactionTransition', {
      number: row.number,
      status: statusWords(ctx, row.status),
      action: translate(ctx.locale, `inventory.transactionAction.${action}`),
    })
  if (row.version !== version) throw conflict()
  const completed = action === 'complete' ? { completedAt: new Date(), completedBy: ctx.userId } : {}
  if (!(await updateTransactionAt(ctx.tx, ctx.companyId, id, version, { status: to, ...completed }))) {
    const now = await findTransaction(ctx.tx, ctx.companyId, id)
    if (now?.status === to) return describeTransaction(ctx, now)
    throw conflict()
  }
  await moveStock(ctx, row, action)
  await auditTransaction(ctx, id, action, { status: row.status }, { status: to })
  return describeTransaction(ctx, (await findTransaction(ctx.tx, ctx.companyId, id))!)
}
