import {
  counterpartStyleEndpoints,
  paramEndpoints,
  type Style,
  type StyleBody,
  styleToBody,
  type UpdateStyleBody,
} from '@scm/contracts'
import type { ApiClient } from '../../testing/api-client.ts'

export type Ids = Record<string, string>

// The acting company's master data ids by kind and code, and its partners by name.
export async function referenceIds(client: ApiClient) {
  const kinds = ['seasons', 'colors', 'materials', 'item-category-codes', 'delivery-drop-codes', 'tags']
  const params = await client.call(paramEndpoints.selectMany, { query: { select_many: kinds.join(',') } })
  const item = (kind: string, code: string) => params[kind]!.find((option) => option.code === code)!.id
  const tag = (name: string) => params.tags!.find((option) => option.name === name)!.id
  const partners = await client.call(counterpartStyleEndpoints.partners)
  const partner = (name: string) => partners.find((option) => option.name.startsWith(name))!.id
  return { item, partner, tag }
}

export type References = Awaited<ReturnType<typeof referenceIds>>

// A style with every block filled, as a buyer would create it.
export const newStyle = (ref: References): StyleBody => ({
  style_number: 'NO-2001',
  name: 'Alpine down vest',
  internal_name: 'Margin hero AW27',
  vendor_no: 'V-88',
  item_category_code_id: ref.item('item-category-codes', '6201'),
  season_ids: [ref.item('seasons', 'AW27')],
  delivery_drop_code_ids: [ref.item('delivery-drop-codes', 'D2')],
  tag_ids: [ref.tag('Core range')],
  net_weight: '0.35',
  suppliers: [
    {
      supplier_id: ref.partner('Porto'),
      type: 'main',
      moq_style: 200,
      moq_colour: 50,
      country_of_origin: 'pt',
      production_lead_time_days: 75,
      is_default: true,
    },
    { supplier_id: ref.partner('Baltic'), type: 'secondary' },
  ],
  colours: [
    { name: 'Black', code: '001', color_id: ref.item('colors', 'BLK') },
    { name: 'Glacier', code: '120' },
  ],
  materials: [
    { material_id: ref.item('materials', 'PES-REC'), percentage: '60', recycled: true },
    { material_id: ref.item('materials', 'COT-ORG'), percentage: '40' },
  ],
  dimensions: {
    dimension_unit: 'cm',
    height: '5',
    length: '68',
    width: '55',
    gross_weight: '0.5',
    net_weight: '0.35',
  },
  sustainability: {
    carbon_footprint_kg: '8.2',
    water_litres: '12',
    energy_kwh: '3.75',
    renewable_energy: true,
  },
})

// The full body of a style as it stands, with changes: what each detail tab sends.
export const styleBody = (style: Style, changes: Partial<UpdateStyleBody> = {}): UpdateStyleBody => ({
  ...styleToBody(style),
  ...changes,
})
