import { index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companyId } from '../../../platform/db/columns.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { articleKey } from '../../articles/keys.ts'
import { orderKey } from '../../orders/keys.ts'

// Goods of a purchase order's delivery taken into its warehouse. The id is the client's, so a receipt
// sent twice is taken once; the delivery and its warehouse are copied as they were received.
export const goodsReceipts = pgTable(
  'goods_receipts',
  {
    id: uuid('id').primaryKey(),
    companyId: companyId().references(() => companies.id),
    orderId: uuid('order_id').notNull().references(orderKey),
    deliveryId: uuid('delivery_id').notNull(),
    deliveryCode: text('delivery_code').notNull(),
    // References warehouses in migration 0036 (see stock.table.ts).
    warehouseId: uuid('warehouse_id').notNull(),
    warehouseName: text('warehouse_name'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goods_receipts_order_idx').on(t.orderId, t.receivedAt), companyPolicy('goods_receipts')],
).enableRLS()

export const goodsReceiptLines = pgTable(
  'goods_receipt_lines',
  {
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => goodsReceipts.id, { onDelete: 'cascade' }),
    companyId: companyId().references(() => companies.id),
    orderLineId: uuid('order_line_id').notNull(),
    articleId: uuid('article_id').notNull().references(articleKey),
    articleCode: text('article_code').notNull(),
    articleName: text('article_name').notNull(),
    quantity: numeric('quantity', { precision: 13, scale: 3 }).notNull(),
  },
  (t) => [index('goods_receipt_lines_receipt_idx').on(t.receiptId), companyPolicy('goods_receipt_lines')],
).enableRLS()
