import { canonicalDecimal, type Forecast, type ForecastSummary } from '@scm/contracts'
import type { ArticleRef } from '../articles/index.ts'
import type { ForecastRow } from './forecast.queries.ts'
import type {
  articlesOfForecast,
  batchesOfForecast,
  componentsOfForecast,
  groupsOfForecast,
  layersOfForecast,
} from './forecast-contents.queries.ts'

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>

export interface ContentRows {
  groups: Rows<typeof groupsOfForecast>
  batches: Rows<typeof batchesOfForecast>
  articles: Rows<typeof articlesOfForecast>
  layers: Rows<typeof layersOfForecast>
  components: Rows<typeof componentsOfForecast>
  articleRefs: ArticleRef[]
  supplierNames: Map<string, string>
}

const decimalOrNull = (value: string | null) => (value === null ? null : canonicalDecimal(value))

export const toSummary = (row: ForecastRow): ForecastSummary => ({
  id: row.id,
  name: row.name,
  responsible_id: row.responsibleId,
  responsible_name: row.responsibleName,
  description: row.description,
  currency: row.currency as ForecastSummary['currency'],
  status: row.deletedAt ? 'deleted' : 'active',
  deleted_at: row.deletedAt?.toISOString() ?? null,
  group_count: row.groupCount,
  batch_count: row.batchCount,
  total_quantity: canonicalDecimal(row.totalQuantity),
  total_value: canonicalDecimal(row.totalValue),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

// The nested document from its flat rows: each level is read once, in position order, and hung under
// its parent here.
export function toForecast(row: ForecastRow, rows: ContentRows): Forecast {
  const refs = new Map(rows.articleRefs.map((ref) => [ref.id, ref]))
  const under = <T, K extends keyof T>(items: T[], key: K, parent: string) =>
    items.filter((item) => item[key] === parent)
  const layer = (one: ContentRows['layers'][number]) => ({
    id: one.id,
    name: one.name,
    components: under(rows.components, 'layerId', one.id).map((part) => ({
      id: part.id,
      code: part.code,
      name: part.name,
      dimensions: part.dimensions,
      area: decimalOrNull(part.area),
      mount: part.mount,
      quantity: canonicalDecimal(part.quantity),
    })),
  })
  const batch = (one: ContentRows['batches'][number]) => ({
    id: one.id,
    name: one.name,
    supplier_company_id: one.supplierCompanyId,
    supplier_name: rows.supplierNames.get(one.supplierCompanyId) ?? null,
    articles: under(rows.articles, 'batchId', one.id).map((line) => ({
      id: line.id,
      article_id: line.articleId,
      article_code: refs.get(line.articleId)?.code ?? '',
      article_name: refs.get(line.articleId)?.name ?? '',
      quantity: canonicalDecimal(line.quantity),
      unit_price: canonicalDecimal(line.unitPrice),
      delivery_month: line.deliveryMonth,
      value: canonicalDecimal(line.value),
    })),
    layers: under(rows.layers, 'batchId', one.id).map(layer),
    total_quantity: canonicalDecimal(one.totalQuantity),
    total_value: canonicalDecimal(one.totalValue),
  })
  return {
    ...toSummary(row),
    groups: rows.groups.map((group) => ({
      id: group.id,
      name: group.name,
      batches: under(rows.batches, 'groupId', group.id).map(batch),
      total_quantity: canonicalDecimal(group.totalQuantity),
      total_value: canonicalDecimal(group.totalValue),
    })),
  }
}
