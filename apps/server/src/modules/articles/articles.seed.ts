import type { MasterDataKind } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { masterDataByCode } from '../master-data/index.ts'
import { articleComponents, articleShares, articles } from './article.table.ts'
import { boxTypes, packingInstructions } from './box-type.table.ts'

// [code, name, category, colour, size, weight kg, lead time days], the lists' items by code: an outdoor
// brand's first range.
const range: Array<[string, string, string, string, string | null, string, number]> = [
  ['NO-1001', 'Trail shell jacket', 'JKT', 'NVY', 'M', '0.620', 60],
  ['NO-1002', 'Trail shell jacket', 'JKT', 'BLK', 'L', '0.640', 60],
  ['NO-1003', 'Insulated parka', 'JKT', 'FGR', 'M', '1.150', 75],
  ['NO-1004', 'Insulated parka', 'JKT', 'BLK', 'XL', '1.210', 75],
  ['NO-1005', 'Wind jacket', 'JKT', 'OWH', 'S', '0.280', 45],
  ['NO-2001', 'Merino crew sweater', 'KNT', 'NVY', 'M', '0.410', 50],
  ['NO-2002', 'Merino crew sweater', 'KNT', 'FGR', 'L', '0.430', 50],
  ['NO-2003', 'Cable-knit cardigan', 'KNT', 'OWH', 'M', '0.560', 55],
  ['NO-2004', 'Rib beanie', 'KNT', 'BLK', null, '0.090', 40],
  ['NO-2005', 'Half-zip fleece', 'KNT', 'NVY', 'XL', '0.390', 45],
  ['NO-3001', 'Merino base layer top', 'BASE', 'BLK', 'S', '0.180', 40],
  ['NO-3002', 'Merino base layer top', 'BASE', 'BLK', 'M', '0.190', 40],
  ['NO-3003', 'Merino base layer tights', 'BASE', 'BLK', 'M', '0.170', 40],
  ['NO-3004', 'Long-sleeve tee', 'BASE', 'OWH', 'L', '0.210', 35],
  ['NO-4001', 'Hiking socks', 'ACC', 'FGR', null, '0.080', 30],
  ['NO-4002', 'Liner gloves', 'ACC', 'BLK', 'M', '0.060', 30],
  ['NO-4003', 'Neck gaiter', 'ACC', 'NVY', null, '0.050', 30],
  ['NO-4004', 'Daypack 20 l', 'ACC', 'BLK', null, '0.740', 90],
  ['NO-4005', 'Zip puller', 'ACC', 'BLK', null, '0.005', 20],
  ['NO-4006', 'Jacket hanger loop', 'ACC', 'BLK', null, '0.002', 20],
]

const bom: Array<[component: string, quantity: string]> = [
  ['NO-4005', '2'],
  ['NO-4006', '1'],
]

// Box types, packing instructions and twenty articles for Nordic, some bought from Baltic and shared with
// it, and one archived, so the article library shows every state on the first visit.
export async function seedArticles(tx: Tx, { client, supplier }: DemoCompanies) {
  const companyId = client.id
  const supplierId = supplier.id
  // The range names a few items many times: each is looked up once.
  const items = new Map<string, Promise<{ id: string; name: string } | undefined>>()
  const item = (kind: MasterDataKind, code: string) => {
    const key = `${kind}:${code}`
    if (!items.has(key)) items.set(key, masterDataByCode(tx, companyId, kind, code))
    return items.get(key)!
  }
  const id = async (kind: MasterDataKind, code: string | null) =>
    code ? ((await item(kind, code))?.id ?? null) : null
  const [small, large] = await tx
    .insert(boxTypes)
    .values([
      { companyId, name: 'Carton S 40×30×20', length: '40', width: '30', height: '20' },
      { companyId, name: 'Carton L 60×40×40', length: '60', width: '40', height: '40' },
    ])
    .returning()
  const [folded, hanging] = await tx
    .insert(packingInstructions)
    .values([
      {
        companyId,
        name: 'Folded, 10 per carton',
        description: 'Polybag each piece, fold in two.',
        qtyInnerBox: 5,
        qtyOuterBox: 10,
        boxTypeId: small!.id,
      },
      {
        companyId,
        name: 'Jackets, 12 per carton',
        description: 'Fold with tissue, hanger loop up.',
        qtyInnerBox: 4,
        qtyOuterBox: 12,
        boxTypeId: large!.id,
      },
    ])
    .returning()
  const values = []
  for (const [code, name, category, colour, size, weight, leadTime] of range) {
    const knitted = category === 'KNT' || category === 'BASE'
    const colourName = (await item('colors', colour))!.name
    values.push({
      companyId,
      code,
      name,
      categoryId: await id('product-categories', category),
      colorId: await id('colors', colour),
      sizeId: await id('sizes', size),
      unitId: await id('units', 'PCS'),
      itemCategoryCodeId: await id(
        'item-category-codes',
        category === 'JKT' ? '6201' : knitted ? '6110' : null,
      ),
      sku: `${code}-${colourName.slice(0, 3).toUpperCase()}${size ? `-${size}` : ''}`,
      weight,
      leadTimeDays: leadTime,
      countryOfOrigin: knitted ? 'LV' : 'PT',
      composition: knitted ? '100% merino wool' : '100% recycled polyester',
      supplierCompanyId: knitted ? supplierId : null,
      supplierArticleId: knitted ? `BK-${code.slice(3)}` : null,
      packingInstructionId: category === 'JKT' ? hanging!.id : folded!.id,
      boxTypeId: category === 'JKT' ? large!.id : small!.id,
      inventoryMin: '20',
      inventoryMax: '400',
    })
  }
  const rows = await tx
    .insert(articles)
    .values(values)
    .returning({ id: articles.id, code: articles.code, supplierCompanyId: articles.supplierCompanyId })
  // The shell jacket's bill of material: what a production order of it consumes per jacket.
  const idOf = (code: string) => rows.find((row) => row.code === code)!.id
  const pieces = await id('units', 'PCS')
  await tx.insert(articleComponents).values(
    bom.map(([component, quantity], position) => ({
      companyId,
      articleId: idOf('NO-1001'),
      componentId: idOf(component),
      position,
      quantity,
      unitId: pieces,
    })),
  )
  const shared = rows.filter((row) => row.supplierCompanyId === supplierId)
  await tx
    .insert(articleShares)
    .values(shared.map((row) => ({ companyId, articleId: row.id, partnerCompanyId: supplierId })))
  await tx
    .update(articles)
    .set({ status: 'archived', archivedAt: new Date() })
    .where(and(eq(articles.companyId, companyId), eq(articles.code, 'NO-4006')))
}
