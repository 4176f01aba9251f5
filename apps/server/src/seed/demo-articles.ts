import { and, eq } from 'drizzle-orm'
import { articleShares, articles } from '../modules/articles/article.table.ts'
import { boxTypes, packingInstructions } from '../modules/articles/box-type.table.ts'
import { masterData } from '../modules/master-data/master-data.table.ts'
import type { Tx } from '../platform/db/database.ts'

// [code, name, category, colour, size, weight kg, lead time days]: an outdoor brand's first range.
const range: Array<[string, string, string, string, string | null, string, number]> = [
  ['NO-1001', 'Trail shell jacket', 'Jackets', 'Navy', 'M', '0.620', 60],
  ['NO-1002', 'Trail shell jacket', 'Jackets', 'Black', 'L', '0.640', 60],
  ['NO-1003', 'Insulated parka', 'Jackets', 'Forest green', 'M', '1.150', 75],
  ['NO-1004', 'Insulated parka', 'Jackets', 'Black', 'XL', '1.210', 75],
  ['NO-1005', 'Wind jacket', 'Jackets', 'Off-white', 'S', '0.280', 45],
  ['NO-2001', 'Merino crew sweater', 'Knitwear', 'Navy', 'M', '0.410', 50],
  ['NO-2002', 'Merino crew sweater', 'Knitwear', 'Forest green', 'L', '0.430', 50],
  ['NO-2003', 'Cable-knit cardigan', 'Knitwear', 'Off-white', 'M', '0.560', 55],
  ['NO-2004', 'Rib beanie', 'Knitwear', 'Black', null, '0.090', 40],
  ['NO-2005', 'Half-zip fleece', 'Knitwear', 'Navy', 'XL', '0.390', 45],
  ['NO-3001', 'Merino base layer top', 'Base layers', 'Black', 'S', '0.180', 40],
  ['NO-3002', 'Merino base layer top', 'Base layers', 'Black', 'M', '0.190', 40],
  ['NO-3003', 'Merino base layer tights', 'Base layers', 'Black', 'M', '0.170', 40],
  ['NO-3004', 'Long-sleeve tee', 'Base layers', 'Off-white', 'L', '0.210', 35],
  ['NO-4001', 'Hiking socks', 'Accessories', 'Forest green', null, '0.080', 30],
  ['NO-4002', 'Liner gloves', 'Accessories', 'Black', 'M', '0.060', 30],
  ['NO-4003', 'Neck gaiter', 'Accessories', 'Navy', null, '0.050', 30],
  ['NO-4004', 'Daypack 20 l', 'Accessories', 'Black', null, '0.740', 90],
  ['NO-4005', 'Zip puller', 'Accessories', 'Black', null, '0.005', 20],
  ['NO-4006', 'Jacket hanger loop', 'Accessories', 'Black', null, '0.002', 20],
]

// Box types, packing instructions and twenty articles for Nordic, some bought from Baltic and shared with
// it, and one archived, so the article library shows every state on the first visit.
export async function seedDemoArticles(tx: Tx, companyId: string, supplierId: string) {
  const lists = await tx.select().from(masterData).where(eq(masterData.companyId, companyId))
  const id = (kind: string, name: string | null) =>
    name ? (lists.find((item) => item.kind === kind && item.name === name)?.id ?? null) : null
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
  const rows = await tx
    .insert(articles)
    .values(
      range.map(([code, name, category, color, size, weight, leadTime]) => {
        const knitted = category === 'Knitwear' || category === 'Base layers'
        return {
          companyId,
          code,
          name,
          categoryId: id('product-categories', category),
          colorId: id('colors', color),
          sizeId: id('sizes', size),
          unitId: id('units', 'Piece'),
          itemCategoryCodeId: id(
            'item-category-codes',
            category === 'Jackets' ? 'Outerwear' : knitted ? 'Knitted garments' : null,
          ),
          sku: `${code}-${color.slice(0, 3).toUpperCase()}${size ? `-${size}` : ''}`,
          weight,
          leadTimeDays: leadTime,
          countryOfOrigin: knitted ? 'LV' : 'PT',
          composition: knitted ? '100% merino wool' : '100% recycled polyester',
          supplierCompanyId: knitted ? supplierId : null,
          supplierArticleId: knitted ? `BK-${code.slice(3)}` : null,
          packingInstructionId: category === 'Jackets' ? hanging!.id : folded!.id,
          boxTypeId: category === 'Jackets' ? large!.id : small!.id,
          inventoryMin: '20',
          inventoryMax: '400',
        }
      }),
    )
    .returning({ id: articles.id, code: articles.code, supplierCompanyId: articles.supplierCompanyId })
  const shared = rows.filter((row) => row.supplierCompanyId === supplierId)
  await tx
    .insert(articleShares)
    .values(shared.map((row) => ({ companyId, articleId: row.id, partnerCompanyId: supplierId })))
  await tx
    .update(articles)
    .set({ status: 'archived', archivedAt: new Date() })
    .where(and(eq(articles.companyId, companyId), eq(articles.code, 'NO-4006')))
}
