import { z } from 'zod'
import { Id } from '../http/common.ts'
import { optionalDecimal, optionalText } from '../http/fields.ts'

export const styleSupplierTypes = ['main', 'secondary'] as const
export const StyleSupplierType = z.enum(styleSupplierTypes)
export const styleDimensionUnits = ['mm', 'cm', 'm', 'in'] as const
export const styleWeightUnits = ['g', 'kg', 'lb'] as const

const count = z.number().int().min(0).max(10_000_000).nullable().default(null)
const amount = optionalDecimal(9, 3)
const ids = (max: number) => z.array(Id).max(max).default([])

// Spec §3 Style, header: what the Overview tab edits.
export const styleOverviewShape = {
  style_number: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(120),
  internal_name: optionalText(120).default(null),
  vendor_no: optionalText(60).default(null),
  item_category_code_id: Id.nullable().default(null),
  season_ids: ids(20),
  delivery_drop_code_ids: ids(20),
  tag_ids: ids(50),
  net_weight: amount,
}

export const StyleSupplierInput = z.strictObject({
  supplier_id: Id,
  type: StyleSupplierType.default('main'),
  moq_style: count,
  moq_colour: count,
  // ISO 3166-1 alpha-2.
  country_of_origin: z.string().trim().toUpperCase().length(2).nullable().default(null),
  production_lead_time_days: z.number().int().min(0).max(730).nullable().default(null),
  is_default: z.boolean().default(false),
})
export type StyleSupplierInput = z.input<typeof StyleSupplierInput>

// With any supplier, exactly one is the default: orders for the style go to it unless told otherwise.
export const StyleSuppliers = z
  .array(StyleSupplierInput)
  .max(20)
  .default([])
  .superRefine((suppliers, ctx) => {
    const defaults = suppliers.filter((supplier) => supplier.is_default).length
    if (suppliers.length > 0 && defaults !== 1)
      ctx.addIssue({ code: 'custom', message: 'styles.oneDefaultSupplier' })
    suppliers.forEach((supplier, index) => {
      if (suppliers.findIndex((other) => other.supplier_id === supplier.supplier_id) !== index)
        ctx.addIssue({ code: 'custom', path: [index, 'supplier_id'], message: 'styles.duplicateSupplier' })
    })
  })

export const StyleColourInput = z.strictObject({
  name: z.string().trim().min(1).max(80),
  code: z.string().trim().min(1).max(20),
  color_id: Id.nullable().default(null),
})
export type StyleColourInput = z.input<typeof StyleColourInput>

export const StyleColours = z
  .array(StyleColourInput)
  .max(100)
  .default([])
  .superRefine((colours, ctx) => {
    const codes = colours.map((colour) => colour.code.toLowerCase())
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index)
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'styles.duplicateColourCode' })
    })
  })

export const StyleMaterialInput = z.strictObject({
  material_id: Id,
  percentage: optionalDecimal(3, 2).refine(
    (value) => value !== null && Number(value) > 0 && Number(value) <= 100,
    {
      message: 'styles.percentageRange',
    },
  ),
  recycled: z.boolean().default(false),
})
export type StyleMaterialInput = z.input<typeof StyleMaterialInput>

// Hundredths of a percent, counted as integers so that 33.33 + 33.33 + 33.34 is exactly 100.
const hundredths = (value: string | null) => Math.round(Number(value ?? 0) * 100)

export const StyleMaterials = z
  .array(StyleMaterialInput)
  .max(30)
  .default([])
  .superRefine((materials, ctx) => {
    if (materials.length === 0 || materials.some((material) => material.percentage === null)) return
    const total = materials.reduce((sum, material) => sum + hundredths(material.percentage), 0)
    if (total !== 10_000)
      ctx.addIssue({ code: 'custom', message: 'styles.materialsSum', params: { sum: total / 100 } })
  })

export const StyleDimensions = z
  .strictObject({
    dimension_unit: z.enum(styleDimensionUnits).default('cm'),
    height: amount,
    length: amount,
    width: amount,
    diameter: amount,
    weight_unit: z.enum(styleWeightUnits).default('kg'),
    gross_weight: amount,
    net_weight: amount,
    // Cubic metres, as freight is booked.
    volume: amount,
  })
  .superRefine((dimensions, ctx) => {
    const { gross_weight: gross, net_weight: net } = dimensions
    if (gross !== null && net !== null && Number(net) > Number(gross))
      ctx.addIssue({ code: 'custom', path: ['net_weight'], message: 'styles.netAboveGross' })
  })
export type StyleDimensions = z.output<typeof StyleDimensions>

export const StyleSustainability = z.strictObject({
  carbon_footprint_kg: amount,
  water_litres: amount,
  energy_kwh: amount,
  renewable_energy: z.boolean().default(false),
})
export type StyleSustainability = z.output<typeof StyleSustainability>

export const emptyStyleDimensions = {
  dimension_unit: 'cm',
  height: null,
  length: null,
  width: null,
  diameter: null,
  weight_unit: 'kg',
  gross_weight: null,
  net_weight: null,
  volume: null,
} as const
export const emptyStyleSustainability = {
  carbon_footprint_kg: null,
  water_litres: null,
  energy_kwh: null,
  renewable_energy: false,
} as const

// The blocks the style detail tabs edit one at a time; each is a slice of StyleBody with the same
// field paths, so server field errors land on the block's own fields.
export const StyleOverviewBlock = z.strictObject(styleOverviewShape)
export const StyleSuppliersBlock = z.strictObject({ suppliers: StyleSuppliers })
export const StyleColoursBlock = z.strictObject({ colours: StyleColours })
export const StyleMaterialsBlock = z.strictObject({ materials: StyleMaterials })
export const StyleMeasuresBlock = z.strictObject({
  dimensions: StyleDimensions,
  sustainability: StyleSustainability,
})
