import type { Style } from '@scm/contracts'
import type { ApiClient } from '../../testing/api-client.ts'

export type Ids = Record<string, string>

// The acting company's master data ids by kind and code, and its partners by name.
export async function referenceIds(client: ApiClient) {
  const kinds = ['seasons', 'colors', 'materials', 'item-category-codes', 'delivery-drop-codes']
  const params = (await client.get(`/api/param?select_many=${kinds.join(',')}`)).json() as Record<
    string,
    Array<{ id: string; code: string }>
  >
  const item = (kind: string, code: string) => params[kind]!.find((option) => option.code === code)!.id
  const partners = (await client.get('/api/style-partners')).json() as Array<{ id: string; name: string }>
  const partner = (name: string) => partners.find((option) => option.name.startsWith(name))!.id
  return { item, partner }
}

// The full body of a style as it stands, with changes: what each detail tab sends.
export const styleBody = (style: Style, changes: Record<string, unknown> = {}) => ({
  style_number: style.style_number,
  name: style.name,
  internal_name: style.internal_name,
  vendor_no: style.vendor_no,
  item_category_code_id: style.item_category_code?.id ?? null,
  season_ids: style.seasons.map((season) => season.id),
  delivery_drop_code_ids: style.delivery_drop_codes.map((code) => code.id),
  tag_ids: style.tag_ids,
  net_weight: style.net_weight,
  suppliers: style.suppliers.map(({ supplier_name: _, ...supplier }) => supplier),
  colours: style.colours.map(({ color_name: _, ...colour }) => colour),
  materials: style.materials.map(({ material_name: _, ...material }) => material),
  dimensions: style.dimensions,
  sustainability: style.sustainability,
  version: style.version,
  ...changes,
})
