import type { OrderImportStarted, StoredFile } from '@scm/contracts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { startFileImport } from '../../../platform/imports/file-import-start.ts'
import { orderImport } from './order-import.ts'

export async function importOrders(ctx: RequestContext, file: StoredFile): Promise<OrderImportStarted> {
  const { items, ...started } = await startFileImport(ctx, orderImport, file)
  return { ...started, orders: items }
}
