import { z } from 'zod'
import { Id } from '../http/common.ts'
import { decimal, positiveDecimal } from '../http/fields.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { countryCodes } from './countries.ts'
import { isValidGtin } from './gtin.ts'

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null)
const optionalId = Id.nullable().default(null)
const optionalDecimal = (whole: number, decimals: number) => decimal(whole, decimals).nullable().default(null)

export const articleStatuses = ['active', 'archived'] as const
export const ArticleStatus = z.enum(articleStatuses)
export type ArticleStatus = z.infer<typeof ArticleStatus>

export const ArticleComponentBody = z.strictObject({
  component_id: Id,
  quantity: positiveDecimal(9, 4),
  unit_id: optionalId,
})

// Every field of spec §3 Article that a user enters, grouped as the five steps of the creation
// wizard (spec §2.10) so each step can be checked on its own.
export const articleFieldShape = {
  // General information
  code: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(200),
  description: optionalText(2000),
  category_id: optionalId,
  style_id: optionalId,
  supplier_company_id: optionalId,
  supplier_article_id: optionalText(64),
  tag_ids: z.array(Id).max(50).default([]),
  // Details
  color_id: optionalId,
  size_id: optionalId,
  sku: optionalText(64),
  unit_id: optionalId,
  // What the buyer sells the article for; the margin review compares it with the order price.
  sales_price: optionalDecimal(10, 4),
  sales_currency: Currency.nullable().default(null),
  composition: optionalText(500),
  item_category_code_id: optionalId,
  barcode: optionalText(64),
  ean: z.string().trim().refine(isValidGtin, { message: 'articles.eanInvalid' }).nullable().default(null),
  tariff_code: z
    .string()
    .trim()
    .regex(/^\d{6,10}$/, { message: 'articles.tariffInvalid' })
    .nullable()
    .default(null),
  // Production and shipping
  country_of_origin: z
    .enum(countryCodes as [string, ...string[]])
    .nullable()
    .default(null),
  lead_time_days: z.number().int().min(0).max(3650).nullable().default(null),
  weight: optionalDecimal(7, 3),
  length: optionalDecimal(6, 2),
  width: optionalDecimal(6, 2),
  height: optionalDecimal(6, 2),
  packing_instruction_id: optionalId,
  box_type_id: optionalId,
  delivery_drop_code_id: optionalId,
  carbon_kg: optionalDecimal(8, 3),
  water_l: optionalDecimal(9, 2),
  energy_kwh: optionalDecimal(8, 3),
  renewable: z.boolean().default(false),
  // Bill of material
  components: z.array(ArticleComponentBody).max(200).default([]),
  // Inventory settings
  inventory_min: optionalDecimal(10, 3),
  inventory_max: optionalDecimal(10, 3),
  shared_with: z.array(Id).max(100).default([]),
}
export type ArticleField = keyof typeof articleFieldShape

export const articleSteps = [
  {
    key: 'general',
    fields: [
      'code',
      'name',
      'description',
      'category_id',
      'style_id',
      'supplier_company_id',
      'supplier_article_id',
      'tag_ids',
    ],
  },
  {
    key: 'details',
    fields: [
      'color_id',
      'size_id',
      'sku',
      'unit_id',
      'sales_price',
      'sales_currency',
      'composition',
      'item_category_code_id',
      'barcode',
      'ean',
      'tariff_code',
    ],
  },
  {
    key: 'production',
    fields: [
      'country_of_origin',
      'lead_time_days',
      'weight',
      'length',
      'width',
      'height',
      'packing_instruction_id',
      'box_type_id',
      'delivery_drop_code_id',
      'carbon_kg',
      'water_l',
      'energy_kwh',
      'renewable',
    ],
  },
  { key: 'bom', fields: ['components'] },
  { key: 'inventory', fields: ['inventory_min', 'inventory_max', 'shared_with'] },
] as const satisfies ReadonlyArray<{ key: string; fields: readonly ArticleField[] }>

// Rules across fields; the server adds those that need the database (references, cycles).
export function articleRules(
  body: {
    inventory_min: string | null
    inventory_max: string | null
    sales_price: string | null
    sales_currency: string | null
    components: { component_id: string }[]
  },
  ctx: z.RefinementCtx,
) {
  if (body.inventory_min !== null && body.inventory_max !== null) {
    if (Number(body.inventory_min) > Number(body.inventory_max))
      ctx.addIssue({ code: 'custom', path: ['inventory_max'], message: 'articles.maxBelowMin' })
  }
  if (body.sales_price !== null && body.sales_currency === null)
    ctx.addIssue({ code: 'custom', path: ['sales_currency'], message: 'articles.salesCurrency' })
  const seen = new Set<string>()
  for (const [index, component] of body.components.entries()) {
    if (seen.has(component.component_id))
      ctx.addIssue({
        code: 'custom',
        path: ['components', index, 'component_id'],
        message: 'articles.componentTwice',
      })
    seen.add(component.component_id)
  }
}
