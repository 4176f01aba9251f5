import { asc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import type { ForecastContents } from './forecast.queries.ts'
import {
  forecastArticles,
  forecastBatches,
  forecastComponents,
  forecastGroups,
  forecastLayers,
  forecasts,
} from './forecast.table.ts'

// A line's value in the forecast's currency, rounded to cents: the totals add the rounded lines, so
// they equal what the screen shows line by line. Computed in numeric, never in a float.
const lineValue = sql`round(${forecastArticles.quantity} * ${forecastArticles.unitPrice}, 2)`

// The contents are saved as one document: the old rows go, the new ones come in the order given.
export async function replaceForecastContents(
  tx: Tx,
  companyId: string,
  forecastId: string,
  contents: ForecastContents,
) {
  await tx.delete(forecastGroups).where(eq(forecastGroups.forecastId, forecastId))
  const own = { companyId, forecastId }
  let batchPosition = 0
  let articlePosition = 0
  let layerPosition = 0
  let componentPosition = 0
  for (const [groupPosition, group] of contents.groups.entries()) {
    const [{ id: groupId }] = (await tx
      .insert(forecastGroups)
      .values({ ...own, name: group.name, position: groupPosition })
      .returning({ id: forecastGroups.id })) as [{ id: string }]
    for (const batch of group.batches) {
      const [{ id: batchId }] = (await tx
        .insert(forecastBatches)
        .values({
          ...own,
          groupId,
          name: batch.name,
          supplierCompanyId: batch.supplierCompanyId,
          position: batchPosition++,
        })
        .returning({ id: forecastBatches.id })) as [{ id: string }]
      if (batch.articles.length > 0)
        await tx
          .insert(forecastArticles)
          .values(batch.articles.map((line) => ({ ...line, ...own, batchId, position: articlePosition++ })))
      for (const layer of batch.layers) {
        const [{ id: layerId }] = (await tx
          .insert(forecastLayers)
          .values({ ...own, batchId, name: layer.name, position: layerPosition++ })
          .returning({ id: forecastLayers.id })) as [{ id: string }]
        if (layer.components.length > 0)
          await tx
            .insert(forecastComponents)
            .values(
              layer.components.map((part) => ({ ...part, ...own, layerId, position: componentPosition++ })),
            )
      }
    }
  }
  await writeForecastTotals(tx, forecastId)
}

// The header keeps its counts and totals, so the list sorts on them without reading the contents.
// Qualified by hand: inside a subquery drizzle writes bare column names, which the subquery would claim.
const writeForecastTotals = (tx: Tx, forecastId: string) =>
  tx
    .update(forecasts)
    .set({
      groupCount: sql`(select count(*)::int from forecast_groups g where g.forecast_id = ${forecastId})`,
      batchCount: sql`(select count(*)::int from forecast_batches b where b.forecast_id = ${forecastId})`,
      totalQuantity: sql`(select coalesce(sum(a.quantity), 0) from forecast_articles a
        where a.forecast_id = ${forecastId})`,
      totalValue: sql`(select coalesce(sum(round(a.quantity * a.unit_price, 2)), 0) from forecast_articles a
        where a.forecast_id = ${forecastId})`,
    })
    .where(eq(forecasts.id, forecastId))

const inGroup = sql`from forecast_articles a join forecast_batches b on b.id = a.batch_id
  where b.group_id = "forecast_groups"."id"`

export const groupsOfForecast = (tx: Tx, forecastId: string) =>
  tx
    .select({
      id: forecastGroups.id,
      name: forecastGroups.name,
      totalQuantity: sql<string>`(select coalesce(sum(a.quantity), 0)::text ${inGroup})`,
      totalValue: sql<string>`(select coalesce(sum(round(a.quantity * a.unit_price, 2)), 0)::text ${inGroup})`,
    })
    .from(forecastGroups)
    .where(eq(forecastGroups.forecastId, forecastId))
    .orderBy(asc(forecastGroups.position))

export const batchesOfForecast = (tx: Tx, forecastId: string) =>
  tx
    .select({
      id: forecastBatches.id,
      groupId: forecastBatches.groupId,
      name: forecastBatches.name,
      supplierCompanyId: forecastBatches.supplierCompanyId,
      totalQuantity: sql<string>`(select coalesce(sum(a.quantity), 0)::text from forecast_articles a
        where a.batch_id = "forecast_batches"."id")`,
      totalValue: sql<string>`(select coalesce(sum(round(a.quantity * a.unit_price, 2)), 0)::text
        from forecast_articles a where a.batch_id = "forecast_batches"."id")`,
    })
    .from(forecastBatches)
    .where(eq(forecastBatches.forecastId, forecastId))
    .orderBy(asc(forecastBatches.position))

export const articlesOfForecast = (tx: Tx, forecastId: string) =>
  tx
    .select({
      id: forecastArticles.id,
      batchId: forecastArticles.batchId,
      articleId: forecastArticles.articleId,
      quantity: forecastArticles.quantity,
      unitPrice: forecastArticles.unitPrice,
      deliveryMonth: forecastArticles.deliveryMonth,
      value: sql<string>`${lineValue}::text`,
    })
    .from(forecastArticles)
    .where(eq(forecastArticles.forecastId, forecastId))
    .orderBy(asc(forecastArticles.position))

export const layersOfForecast = (tx: Tx, forecastId: string) =>
  tx
    .select()
    .from(forecastLayers)
    .where(eq(forecastLayers.forecastId, forecastId))
    .orderBy(asc(forecastLayers.position))

export const componentsOfForecast = (tx: Tx, forecastId: string) =>
  tx
    .select()
    .from(forecastComponents)
    .where(eq(forecastComponents.forecastId, forecastId))
    .orderBy(asc(forecastComponents.position))
