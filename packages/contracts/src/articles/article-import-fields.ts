import type { MasterDataKind } from '../master-data/master-data.contract.ts'

// How a cell becomes an article value: as text, a number, a yes/no, or the name (or code) of a record.
export type ImportCellType =
  | { type: 'text' }
  | { type: 'decimal' }
  | { type: 'integer' }
  | { type: 'boolean' }
  | { type: 'country' }
  | { type: 'master'; kind: MasterDataKind }
  | { type: 'packing-instruction' | 'box-type' | 'partner' }

export interface ImportField {
  // The article field it fills (for a reference, the id field).
  field: string
  cell: ImportCellType
  // Column headings it is matched to, in English and Swedish, compared without case, spaces or signs.
  headers: string[]
  required?: boolean
}

const text = { type: 'text' } as const
const decimal = { type: 'decimal' } as const
const master = (kind: MasterDataKind) => ({ type: 'master', kind }) as const

// The columns an article file may have (spec §2.10 Article import), in the order the mapping shows.
export const importFields = {
  code: {
    field: 'code',
    cell: text,
    headers: ['article id', 'article code', 'code', 'artikel-id', 'artikelnummer', 'artnr'],
    required: true,
  },
  name: {
    field: 'name',
    cell: text,
    headers: ['name', 'article name', 'namn', 'benämning', 'artikelnamn'],
    required: true,
  },
  description: { field: 'description', cell: text, headers: ['description', 'beskrivning'] },
  category: {
    field: 'category_id',
    cell: master('product-categories'),
    headers: ['category', 'product category', 'kategori', 'produktkategori'],
  },
  color: { field: 'color_id', cell: master('colors'), headers: ['color', 'colour', 'färg'] },
  size: { field: 'size_id', cell: master('sizes'), headers: ['size', 'storlek'] },
  unit: { field: 'unit_id', cell: master('units'), headers: ['unit', 'enhet'] },
  sku: { field: 'sku', cell: text, headers: ['sku'] },
  composition: {
    field: 'composition',
    cell: text,
    headers: ['composition', 'material', 'materialsammansättning'],
  },
  item_category_code: {
    field: 'item_category_code_id',
    cell: master('item-category-codes'),
    headers: ['item category code', 'artikelkategorikod'],
  },
  barcode: { field: 'barcode', cell: text, headers: ['barcode', 'streckkod'] },
  ean: { field: 'ean', cell: text, headers: ['ean', 'gtin', 'ean code', 'ean-kod'] },
  tariff_code: {
    field: 'tariff_code',
    cell: text,
    headers: ['tariff code', 'hs code', 'tulltaxenummer', 'tullkod'],
  },
  country_of_origin: {
    field: 'country_of_origin',
    cell: { type: 'country' },
    headers: ['country of origin', 'origin', 'ursprungsland'],
  },
  lead_time_days: {
    field: 'lead_time_days',
    cell: { type: 'integer' },
    headers: ['lead time', 'lead time days', 'ledtid', 'ledtid dagar'],
  },
  weight: { field: 'weight', cell: decimal, headers: ['weight', 'weight kg', 'vikt', 'vikt kg'] },
  length: { field: 'length', cell: decimal, headers: ['length', 'length cm', 'längd', 'längd cm'] },
  width: { field: 'width', cell: decimal, headers: ['width', 'width cm', 'bredd', 'bredd cm'] },
  height: { field: 'height', cell: decimal, headers: ['height', 'height cm', 'höjd', 'höjd cm'] },
  packing_instruction: {
    field: 'packing_instruction_id',
    cell: { type: 'packing-instruction' },
    headers: ['packing instruction', 'packinstruktion'],
  },
  box_type: { field: 'box_type_id', cell: { type: 'box-type' }, headers: ['box type', 'kartongtyp'] },
  delivery_drop_code: {
    field: 'delivery_drop_code_id',
    cell: master('delivery-drop-codes'),
    headers: ['delivery drop code', 'drop', 'leveransdropp'],
  },
  carbon_kg: { field: 'carbon_kg', cell: decimal, headers: ['carbon', 'carbon kg', 'co2', 'klimatavtryck'] },
  water_l: { field: 'water_l', cell: decimal, headers: ['water', 'water l', 'vatten', 'vattenförbrukning'] },
  energy_kwh: {
    field: 'energy_kwh',
    cell: decimal,
    headers: ['energy', 'energy kwh', 'energi', 'energiförbrukning'],
  },
  renewable: {
    field: 'renewable',
    cell: { type: 'boolean' },
    headers: ['renewable', 'renewable energy', 'förnybar', 'förnybar energi'],
  },
  inventory_min: {
    field: 'inventory_min',
    cell: decimal,
    headers: ['inventory min', 'min stock', 'minimum inventory', 'miniminivå', 'min lager'],
  },
  inventory_max: {
    field: 'inventory_max',
    cell: decimal,
    headers: ['inventory max', 'max stock', 'maximum inventory', 'maxnivå', 'max lager'],
  },
  supplier: { field: 'supplier_company_id', cell: { type: 'partner' }, headers: ['supplier', 'leverantör'] },
  supplier_article_id: {
    field: 'supplier_article_id',
    cell: text,
    headers: ['supplier article id', 'supplier article', 'leverantörens artikel-id', 'lev artnr'],
  },
} as const satisfies Record<string, ImportField>
export type ImportFieldKey = keyof typeof importFields
export const importField = (key: ImportFieldKey): ImportField => importFields[key]
export const importFieldKeys = Object.keys(importFields) as ImportFieldKey[]

const normalize = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9åäöæø]/g, '')

// Suggests a column for each field from the file's headings; each column is used at most once.
export function suggestMapping(headers: string[]): Record<ImportFieldKey, number | null> {
  const taken = new Set<number>()
  const mapping = {} as Record<ImportFieldKey, number | null>
  for (const key of importFieldKeys) {
    const names = new Set([normalize(key), ...importField(key).headers.map(normalize)])
    const index = headers.findIndex((heading, i) => !taken.has(i) && names.has(normalize(heading)))
    mapping[key] = index >= 0 ? index : null
    if (index >= 0) taken.add(index)
  }
  return mapping
}
