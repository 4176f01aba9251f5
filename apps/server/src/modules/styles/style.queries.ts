import type { Style, StyleReviewResult } from '@scm/contracts'
import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { inTurn } from '../../platform/db/in-turn.ts'
import { settingsRowsById } from '../company-settings/index.ts'
import { styleShares, styles } from './style.table.ts'
import { masterDataNames, partnerNames } from './style-names.queries.ts'
import {
  styleColours,
  styleDropCodes,
  styleMaterials,
  styleSeasons,
  styleSuppliers,
  styleTags,
} from './style-parts.table.ts'
import { reviewResultSql } from './style-review.queries.ts'

export type StyleRow = typeof styles.$inferSelect
export type StyleValues = Omit<typeof styles.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'version'>

// The style's tags with their names, by name (the tags are its company's settings).
async function tagsOf(tx: Tx, row: StyleRow) {
  const links = await tx
    .select({ tagId: styleTags.tagId })
    .from(styleTags)
    .where(eq(styleTags.styleId, row.id))
  const named = await settingsRowsById(
    tx,
    row.companyId,
    'tag',
    links.map((link) => link.tagId),
  )
  return named.map((tag) => ({ tagId: tag.id, name: tag.name }))
}

// A style's own row and every part of it, as the database holds them.
export async function loadStyleParts(tx: Tx, row: StyleRow) {
  const [seasons, dropCodes, tags, suppliers, colours, materials] = await inTurn(
    () => tx.select().from(styleSeasons).where(eq(styleSeasons.styleId, row.id)),
    () => tx.select().from(styleDropCodes).where(eq(styleDropCodes.styleId, row.id)),
    () => tagsOf(tx, row),
    () =>
      tx
        .select()
        .from(styleSuppliers)
        .where(eq(styleSuppliers.styleId, row.id))
        .orderBy(asc(styleSuppliers.position)),
    () =>
      tx
        .select()
        .from(styleColours)
        .where(eq(styleColours.styleId, row.id))
        .orderBy(asc(styleColours.position)),
    () =>
      tx
        .select()
        .from(styleMaterials)
        .where(eq(styleMaterials.styleId, row.id))
        .orderBy(asc(styleMaterials.position)),
  )
  return { row, seasons, dropCodes, tags, suppliers, colours, materials }
}
export type StyleParts = Awaited<ReturnType<typeof loadStyleParts>>

export function referencedMasterData(parts: StyleParts): string[] {
  return [
    ...(parts.row.itemCategoryCodeId ? [parts.row.itemCategoryCodeId] : []),
    ...parts.seasons.map((season) => season.seasonId),
    ...parts.dropCodes.map((code) => code.dropCodeId),
    ...parts.colours.flatMap((colour) => (colour.colorId ? [colour.colorId] : [])),
    ...parts.materials.map((material) => material.materialId),
  ]
}

// The part of a style a counterparty may see too (StyleCore).
export function styleCore(parts: StyleParts, names: Map<string, string>) {
  const { row } = parts
  const ref = (id: string) => ({ id, name: names.get(id) ?? '' })
  return {
    id: row.id,
    style_number: row.styleNumber,
    name: row.name,
    vendor_no: row.vendorNo,
    item_category_code: row.itemCategoryCodeId ? ref(row.itemCategoryCodeId) : null,
    seasons: parts.seasons.map((season) => ref(season.seasonId)),
    delivery_drop_codes: parts.dropCodes.map((code) => ref(code.dropCodeId)),
    net_weight: row.netWeight,
    colours: parts.colours.map((colour) => ({
      name: colour.name,
      code: colour.code,
      color_id: colour.colorId,
      color_name: colour.colorId ? (names.get(colour.colorId) ?? null) : null,
    })),
    materials: parts.materials.map((material) => ({
      material_id: material.materialId,
      material_name: names.get(material.materialId) ?? '',
      percentage: material.percentage,
      recycled: material.recycled,
    })),
    dimensions: {
      dimension_unit: row.dimensionUnit as Style['dimensions']['dimension_unit'],
      height: row.height,
      length: row.length,
      width: row.width,
      diameter: row.diameter,
      weight_unit: row.weightUnit as Style['dimensions']['weight_unit'],
      gross_weight: row.grossWeight,
      net_weight: row.packedNetWeight,
      volume: row.volume,
    },
    sustainability: {
      carbon_footprint_kg: row.carbonFootprintKg,
      water_litres: row.waterLitres,
      energy_kwh: row.energyKwh,
      renewable_energy: row.renewableEnergy,
    },
    status: row.status,
    updated_at: row.updatedAt.toISOString(),
  }
}

export function supplierTerms(supplier: StyleParts['suppliers'][number]) {
  return {
    type: supplier.type,
    moq_style: supplier.moqStyle,
    moq_colour: supplier.moqColour,
    country_of_origin: supplier.countryOfOrigin,
    production_lead_time_days: supplier.productionLeadTimeDays,
    is_default: supplier.isDefault,
  }
}

export async function findStyleRow(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(styles)
    .where(and(eq(styles.id, id), eq(styles.companyId, companyId)))
  return row
}

// The owner's full view of one style, or undefined when it is not the acting company's.
export async function findStyle(tx: Tx, companyId: string, id: string): Promise<Style | undefined> {
  const row = await findStyleRow(tx, companyId, id)
  if (!row) return undefined
  const parts = await loadStyleParts(tx, row)
  const [names, partners, shares, [review]] = await inTurn(
    () => masterDataNames(tx, referencedMasterData(parts)),
    () => partnerNames(tx),
    () => tx.select().from(styleShares).where(eq(styleShares.styleId, id)),
    () => tx.select({ result: reviewResultSql }).from(styles).where(eq(styles.id, id)),
  )
  return {
    ...styleCore(parts, names),
    internal_name: row.internalName,
    tag_ids: parts.tags.map((tag) => tag.tagId),
    tags: parts.tags.map((tag) => ({ id: tag.tagId, name: tag.name })),
    suppliers: parts.suppliers.map((supplier) => ({
      supplier_id: supplier.supplierCompanyId,
      supplier_name: partners.get(supplier.supplierCompanyId) ?? '',
      ...supplierTerms(supplier),
    })),
    shared_with: shares
      .map((share) => ({ id: share.partnerCompanyId, name: partners.get(share.partnerCompanyId) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    review_result: (review?.result ?? 'not_reviewed') as StyleReviewResult,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  }
}

// How many of the company's styles bear this number, whatever its case (other than the one excepted).
export async function countStylesNumbered(tx: Tx, companyId: string, styleNumber: string, exceptId?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(styles)
    .where(
      and(
        eq(styles.companyId, companyId),
        sql`lower(${styles.styleNumber}) = lower(${styleNumber})`,
        exceptId ? ne(styles.id, exceptId) : undefined,
      ),
    )
  return row?.n ?? 0
}

export function insertStyle(tx: Tx, companyId: string, values: StyleValues) {
  return tx
    .insert(styles)
    .values({ companyId, ...values })
    .returning({ id: styles.id })
}

// Changes the style only at the given version; no row back means another write came first.
export function updateStyleRow(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: Partial<StyleValues>,
) {
  return tx
    .update(styles)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(styles.id, id), eq(styles.companyId, companyId), eq(styles.version, version)))
    .returning({ id: styles.id })
}

// The style is shared with these companies and no others.
export async function replaceStyleShares(tx: Tx, companyId: string, styleId: string, partnerIds: string[]) {
  await tx.delete(styleShares).where(eq(styleShares.styleId, styleId))
  if (partnerIds.length)
    await tx
      .insert(styleShares)
      .values(partnerIds.map((partnerCompanyId) => ({ companyId, styleId, partnerCompanyId })))
}
