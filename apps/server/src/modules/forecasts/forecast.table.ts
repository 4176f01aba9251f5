import { sql } from 'drizzle-orm'
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { articleKey } from '../articles/keys.ts'

// The header (spec §3 Forecast). Counts and totals are written with each save of the contents, so the
// list sorts on the header's own row; `deleted_at` is the soft delete of spec §4.
export const forecasts = pgTable(
  'forecasts',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    responsibleId: uuid('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    currency: text('currency').notNull(),
    groupCount: integer('group_count').notNull().default(0),
    batchCount: integer('batch_count').notNull().default(0),
    totalQuantity: numeric('total_quantity', { precision: 14, scale: 3 }).notNull().default('0'),
    totalValue: numeric('total_value', { precision: 16, scale: 2 }).notNull().default('0'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('forecasts_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    companyPolicy('forecasts'),
  ],
).enableRLS()

// The contents are saved with the header as one document: the header's version covers every row below.
const forecastId = () =>
  uuid('forecast_id')
    .notNull()
    .references(() => forecasts.id, { onDelete: 'cascade' })

export const forecastGroups = pgTable(
  'forecast_groups',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    forecastId: forecastId(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('forecast_groups_forecast_idx').on(t.forecastId, t.position),
    companyPolicy('forecast_groups'),
  ],
).enableRLS()

// A batch buys from one supplier (spec §5): the supplier is the batch's, and every article must be its.
export const forecastBatches = pgTable(
  'forecast_batches',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    forecastId: forecastId(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => forecastGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    supplierCompanyId: uuid('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    position: integer('position').notNull(),
  },
  (t) => [
    index('forecast_batches_forecast_idx').on(t.forecastId, t.position),
    companyPolicy('forecast_batches'),
  ],
).enableRLS()

export const forecastArticles = pgTable(
  'forecast_articles',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    forecastId: forecastId(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => forecastBatches.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').notNull().references(articleKey),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }).notNull(),
    deliveryMonth: text('delivery_month'),
    position: integer('position').notNull(),
  },
  (t) => [
    index('forecast_articles_forecast_idx').on(t.forecastId, t.position),
    index('forecast_articles_article_idx').on(t.articleId),
    companyPolicy('forecast_articles'),
  ],
).enableRLS()

export const forecastLayers = pgTable(
  'forecast_layers',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    forecastId: forecastId(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => forecastBatches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('forecast_layers_forecast_idx').on(t.forecastId, t.position),
    companyPolicy('forecast_layers'),
  ],
).enableRLS()

export const forecastComponents = pgTable(
  'forecast_components',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    forecastId: forecastId(),
    layerId: uuid('layer_id')
      .notNull()
      .references(() => forecastLayers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    dimensions: text('dimensions'),
    area: numeric('area', { precision: 12, scale: 3 }),
    mount: text('mount'),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('forecast_components_forecast_idx').on(t.forecastId, t.position),
    companyPolicy('forecast_components'),
  ],
).enableRLS()
