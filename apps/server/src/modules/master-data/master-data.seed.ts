import type { MasterDataKind } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { masterData } from './master-data.table.ts'

// [name, code] per kind: what a fashion buyer's lists hold on the first day.
const items: Partial<Record<MasterDataKind, Array<[string, string]>>> = {
  seasons: [
    ['Spring/Summer 2027', 'SS27'],
    ['Autumn/Winter 2027', 'AW27'],
  ],
  sizes: [
    ['XS', 'XS'],
    ['S', 'S'],
    ['M', 'M'],
    ['L', 'L'],
    ['XL', 'XL'],
  ],
  colors: [
    ['Black', 'BLK'],
    ['Navy', 'NVY'],
    ['Forest green', 'FGR'],
    ['Off-white', 'OWH'],
  ],
  materials: [
    ['Organic cotton', 'COT-ORG'],
    ['Merino wool', 'WOOL-MER'],
    ['Recycled polyester', 'PES-REC'],
    ['Elastane', 'EL'],
  ],
  'product-categories': [
    ['Jackets', 'JKT'],
    ['Knitwear', 'KNT'],
    ['Base layers', 'BASE'],
    ['Accessories', 'ACC'],
  ],
  'product-collections': [['Trail 2027', 'TRAIL27']],
  'item-category-codes': [
    ['Outerwear', '6201'],
    ['Knitted garments', '6110'],
  ],
  'delivery-drop-codes': [
    ['Drop 1', 'D1'],
    ['Drop 2', 'D2'],
  ],
  forwarders: [
    ['DHL Global Forwarding', 'DHL'],
    ['DB Schenker', 'DBS'],
  ],
  'certificate-types': [
    ['OEKO-TEX Standard 100', 'OEKO'],
    ['GOTS', 'GOTS'],
    ['amfori BSCI audit', 'BSCI'],
  ],
  'company-categories': [
    ['Knitwear supplier', 'KNIT'],
    ['Outerwear supplier', 'OUTER'],
  ],
  'consumption-types': [
    ['Electricity', 'ELEC'],
    ['Water', 'WATER'],
  ],
  capabilities: [
    ['Knitting', 'KNIT'],
    ['Dyeing', 'DYE'],
  ],
  'cost-centres': [
    ['Purchasing', 'CC100'],
    ['Logistics', 'CC200'],
  ],
  accounts: [
    ['Purchases of goods', '4010'],
    ['Freight and transport', '5710'],
  ],
  functions: [
    ['Design', 'DES'],
    ['Purchasing', 'PUR'],
    ['Quality assurance', 'QA'],
  ],
  'freight-modes': [
    ['Sea', 'SEA'],
    ['Air', 'AIR'],
    ['Road', 'ROAD'],
    ['Rail', 'RAIL'],
  ],
  units: [
    ['Piece', 'PCS'],
    ['Pair', 'PR'],
    ['Metre', 'M'],
    ['Kilogram', 'KG'],
  ],
  'internal-order-statuses': [
    ['Budget checked', 'BUDGET'],
    ['Waiting for samples', 'SAMPLES'],
    ['Follow up with supplier', 'FOLLOWUP'],
  ],
}

export async function seedMasterData(tx: Tx, { client, supplier }: DemoCompanies) {
  for (const companyId of [client.id, supplier.id]) {
    const rows = Object.entries(items).flatMap(([kind, list]) =>
      list.map(([name, code]) => ({ companyId, kind, name, code })),
    )
    await tx.insert(masterData).values(rows)
  }
}
