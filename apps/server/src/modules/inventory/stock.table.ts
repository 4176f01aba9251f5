import { stockDocumentTypes } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  foreignKey,
  index,
  numeric,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt } from '../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { articleKey } from '../articles/keys.ts'

const quantity = (name: string) => numeric(name, { precision: 16, scale: 3 })

// What is on hand of an article in a warehouse: the sum of its ledger entries, kept in step by the
// posting that writes them (an upsert adding to the figure, never a read-modify-write; decision 0051).
// Reserved is what open documents hold back from it.
export const stockLevels = pgTable(
  'stock_levels',
  {
    companyId: companyId().references(() => companies.id),
    articleId: uuid('article_id').notNull().references(articleKey),
    // References warehouses in migration 0035: their table file's imports would make a cycle here.
    warehouseId: uuid('warehouse_id').notNull(),
    onHand: quantity('on_hand').notNull().default('0'),
    reserved: quantity('reserved').notNull().default('0'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.warehouseId] }),
    index('stock_levels_company_warehouse_idx').on(t.companyId, t.warehouseId),
    // The inventory list sorted by what is on hand or available.
    index('stock_levels_company_on_hand_idx').on(t.companyId, t.onHand),
    index('stock_levels_company_available_idx').on(t.companyId, sql`(${t.onHand} - ${t.reserved})`),
    companyPolicy('stock_levels'),
  ],
).enableRLS()

// The ledger: one entry per article and warehouse a document's posting changed. Entries are never
// changed or removed (the request role may only read and add them, migration 0035).
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    // The order entries were written in: a posting adds its entries while it holds its levels' row
    // locks, so per article and warehouse this order is the order of the balances.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    // An entry is of a figure: its one key is the figure's (whose own keys name the company, the
    // article and the warehouse). One check per entry instead of three: a 20 000-row count writes
    // 20 000 entries in one statement (decision 0052).
    companyId: companyId(),
    articleId: uuid('article_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    quantity: quantity('quantity').notNull(),
    balanceAfter: quantity('balance_after').notNull(),
    documentType: text('document_type', { enum: stockDocumentTypes }).notNull(),
    documentId: uuid('document_id').notNull(),
    documentLabel: text('document_label').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'stock_movements_level_fk',
      columns: [t.articleId, t.warehouseId],
      foreignColumns: [stockLevels.articleId, stockLevels.warehouseId],
    }),
    index('stock_movements_ledger_idx').on(t.articleId, t.warehouseId, t.seq),
    index('stock_movements_document_idx').on(t.documentId),
    pgPolicy('stock_movements_company_read', {
      for: 'select',
      to: appUser,
      using: sql`company_id = (select app_company_id())`,
    }),
    pgPolicy('stock_movements_company_add', {
      for: 'insert',
      to: appUser,
      withCheck: sql`company_id = (select app_company_id())`,
    }),
  ],
).enableRLS()
