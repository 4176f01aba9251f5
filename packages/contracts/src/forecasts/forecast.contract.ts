import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { optionalId } from '../http/crud-endpoints.ts'
import { decimal, optionalDecimal, optionalText, positiveDecimal } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'

// Spec §4: a forecast can be deleted and restored; a deleted one is kept, read-only, until restored.
export const forecastStatuses = ['active', 'deleted'] as const
export const ForecastStatus = z.enum(forecastStatuses)
export type ForecastStatus = z.infer<typeof ForecastStatus>

// What a batch plans to buy: an article of the buyer's, how many, at what price in the forecast's
// currency, and optionally in which month it should arrive. `value` is quantity × price, rounded to cents.
export const ForecastArticle = z.object({
  id: Id,
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  quantity: z.string(),
  unit_price: z.string(),
  delivery_month: z.string().nullable(),
  value: z.string(),
})
export type ForecastArticle = z.infer<typeof ForecastArticle>

// A fixture part on a layer (spec §3: components with id, name, dimensions, area, mount, quantity).
export const ForecastComponent = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  dimensions: z.string().nullable(),
  area: z.string().nullable(),
  mount: z.string().nullable(),
  quantity: z.string(),
})
export type ForecastComponent = z.infer<typeof ForecastComponent>

export const ForecastLayer = z.object({ id: Id, name: z.string(), components: z.array(ForecastComponent) })
export type ForecastLayer = z.infer<typeof ForecastLayer>

const Totals = { total_quantity: z.string(), total_value: z.string() }

export const ForecastBatch = z.object({
  id: Id,
  name: z.string(),
  supplier_company_id: Id,
  supplier_name: z.string().nullable(),
  articles: z.array(ForecastArticle),
  layers: z.array(ForecastLayer),
  ...Totals,
})
export type ForecastBatch = z.infer<typeof ForecastBatch>

export const ForecastGroup = z.object({
  id: Id,
  name: z.string(),
  batches: z.array(ForecastBatch),
  ...Totals,
})
export type ForecastGroup = z.infer<typeof ForecastGroup>

export const ForecastSummary = z.object({
  id: Id,
  name: z.string(),
  responsible_id: Id.nullable(),
  responsible_name: z.string().nullable(),
  description: z.string().nullable(),
  currency: Currency,
  status: ForecastStatus,
  deleted_at: Timestamp.nullable(),
  group_count: z.number().int(),
  batch_count: z.number().int(),
  ...Totals,
  updated_at: Timestamp,
  version: Version,
})
export type ForecastSummary = z.infer<typeof ForecastSummary>

export const Forecast = ForecastSummary.extend({ groups: z.array(ForecastGroup) })
export type Forecast = z.infer<typeof Forecast>

// A document of a few hundred lines at most: one save carries all of it.
export const forecastLimits = { groups: 50, batches: 50, articles: 500, layers: 50, components: 200 }

const name = z.string().trim().min(1).max(120)
const Month = z
  .string()
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'forecasts.month')
  .nullable()
  .default(null)
const blankIsNull = (value: unknown) => (value === '' ? null : value)

export const ForecastArticleBody = z.strictObject({
  article_id: Id,
  quantity: positiveDecimal(9, 3),
  unit_price: decimal(10, 4),
  delivery_month: z.preprocess(blankIsNull, Month),
})
export type ForecastArticleBody = z.input<typeof ForecastArticleBody>

export const ForecastComponentBody = z.strictObject({
  code: z.string().trim().min(1).max(60),
  name,
  dimensions: optionalText(120),
  area: optionalDecimal(9, 3),
  mount: optionalText(120),
  quantity: positiveDecimal(9, 3),
})
export type ForecastComponentBody = z.input<typeof ForecastComponentBody>

export const ForecastLayerBody = z.strictObject({
  name,
  components: z.array(ForecastComponentBody).max(forecastLimits.components),
})
export type ForecastLayerBody = z.input<typeof ForecastLayerBody>

export const ForecastBatchBody = z.strictObject({
  name,
  supplier_company_id: Id,
  articles: z.array(ForecastArticleBody).max(forecastLimits.articles),
  layers: z.array(ForecastLayerBody).max(forecastLimits.layers),
})
export type ForecastBatchBody = z.input<typeof ForecastBatchBody>

export const ForecastGroupBody = z.strictObject({
  name,
  batches: z.array(ForecastBatchBody).max(forecastLimits.batches),
})
export type ForecastGroupBody = z.input<typeof ForecastGroupBody>

// The header step of the wizard on its own, so the form can check it before the contents.
export const ForecastHeaderBody = z.strictObject({
  name,
  responsible_id: optionalId,
  description: optionalText(2000),
  currency: Currency,
})
export type ForecastHeaderBody = z.input<typeof ForecastHeaderBody>

const contents = { groups: z.array(ForecastGroupBody).max(forecastLimits.groups) }

export const ForecastBody = ForecastHeaderBody.extend(contents)
export type ForecastBody = z.input<typeof ForecastBody>
export const UpdateForecastBody = ForecastHeaderBody.extend({ ...contents, version: Version })
export type UpdateForecastBody = z.input<typeof UpdateForecastBody>

// Without a status filter the list shows the forecasts in use; `status=deleted` the ones to restore.
export const ForecastListQuery = listQuery(['name', 'total_value', 'total_quantity', 'updated_at'], {
  status: ForecastStatus,
  responsible_id: Id,
  currency: Currency,
})
