import type { MasterDataKind } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { insertCompanyWithRoles } from '../companies/index.ts'
import { masterDataByCode } from '../master-data/index.ts'
import { insertPartnership } from '../partners/index.ts'
import { styleShares, styles } from './style.table.ts'
import {
  styleColours,
  styleDropCodes,
  styleMaterials,
  styleSeasons,
  styleSuppliers,
} from './style-parts.table.ts'
import { styleReviewCriteria, styleReviewResults } from './style-review.table.ts'

// A second supplier without users: Nordic sources its shells in Portugal and its knitwear at Baltic.
const demoSecondSupplier = {
  name: 'Porto Têxtil Lda',
  type: 'supplier',
  locale: 'en',
  orgNumber: 'PT509876543',
  vatNumber: 'PT509876543',
} as const

// Three styles of Nordic's, one shared with Baltic, and the criteria Nordic reviews styles against.
export async function seedStyles(tx: Tx, { client, supplier }: DemoCompanies) {
  const nordicId = client.id
  const balticId = supplier.id
  const porto = (await insertCompanyWithRoles(tx, demoSecondSupplier)).company
  await insertPartnership(tx, nordicId, porto.id)
  const item = async (kind: MasterDataKind, code: string) =>
    (await masterDataByCode(tx, nordicId, kind, code))!.id
  const owned = { companyId: nordicId }
  const [shell, crew] = await tx
    .insert(styles)
    .values([
      {
        ...owned,
        styleNumber: 'NO-1001',
        name: 'Trail shell jacket',
        internalName: 'Shell v3, replaces NO-0871',
        vendorNo: 'PT-SH-220',
        itemCategoryCodeId: await item('item-category-codes', '6201'),
        netWeight: '0.420',
        height: '4',
        length: '72',
        width: '58',
        grossWeight: '0.520',
        packedNetWeight: '0.420',
        volume: '0.017',
        carbonFootprintKg: '11.800',
        waterLitres: '38',
        energyKwh: '9.500',
        renewableEnergy: true,
      },
      {
        ...owned,
        styleNumber: 'NO-1002',
        name: 'Merino base layer crew',
        vendorNo: 'BK-M200',
        itemCategoryCodeId: await item('item-category-codes', '6110'),
        netWeight: '0.210',
      },
      { ...owned, styleNumber: 'NO-0871', name: 'Trail shell jacket (2025)', status: 'archived' as const },
    ])
    .returning({ id: styles.id })
  const part = (styleId: string) => ({ companyId: nordicId, styleId })
  await tx.insert(styleSeasons).values([
    { ...part(shell!.id), seasonId: await item('seasons', 'SS27') },
    { ...part(crew!.id), seasonId: await item('seasons', 'AW27') },
  ])
  await tx
    .insert(styleDropCodes)
    .values({ ...part(shell!.id), dropCodeId: await item('delivery-drop-codes', 'D1') })
  const terms = { moqStyle: 300, moqColour: 100, productionLeadTimeDays: 60 }
  await tx.insert(styleSuppliers).values([
    {
      ...part(shell!.id),
      ...terms,
      supplierCompanyId: porto.id,
      position: 0,
      type: 'main',
      countryOfOrigin: 'PT',
      isDefault: true,
    },
    {
      ...part(shell!.id),
      ...terms,
      supplierCompanyId: balticId,
      position: 1,
      type: 'secondary',
      countryOfOrigin: 'LV',
    },
    {
      ...part(crew!.id),
      supplierCompanyId: balticId,
      position: 0,
      type: 'main',
      moqStyle: 500,
      moqColour: 150,
      countryOfOrigin: 'LV',
      productionLeadTimeDays: 45,
      isDefault: true,
    },
  ])
  await tx.insert(styleColours).values([
    { ...part(shell!.id), position: 0, name: 'Black', code: '001', colorId: await item('colors', 'BLK') },
    { ...part(shell!.id), position: 1, name: 'Navy', code: '410', colorId: await item('colors', 'NVY') },
    {
      ...part(crew!.id),
      position: 0,
      name: 'Forest green',
      code: '320',
      colorId: await item('colors', 'FGR'),
    },
  ])
  await tx.insert(styleMaterials).values([
    {
      ...part(shell!.id),
      position: 0,
      materialId: await item('materials', 'PES-REC'),
      percentage: '88',
      recycled: true,
    },
    { ...part(shell!.id), position: 1, materialId: await item('materials', 'EL'), percentage: '12' },
    { ...part(crew!.id), position: 0, materialId: await item('materials', 'WOOL-MER'), percentage: '100' },
  ])
  await tx.insert(styleShares).values({ ...part(shell!.id), partnerCompanyId: balticId })
  const [chemicals, fit] = await tx
    .insert(styleReviewCriteria)
    .values([
      {
        ...owned,
        name: 'Chemical compliance (REACH)',
        mandatory: true,
        preferredValue: 'Test report under 12 months old',
      },
      { ...owned, name: 'Fit approved', mandatory: true, description: 'Size-set fit session signed off' },
      { ...owned, name: 'Price within target', preferredValue: 'FOB at or under target' },
    ])
    .returning({ id: styleReviewCriteria.id })
  await tx.insert(styleReviewResults).values([
    { ...part(crew!.id), criterionId: chemicals!.id, result: 'pass', comment: 'SGS report 2026-09' },
    { ...part(crew!.id), criterionId: fit!.id, result: 'pass' },
  ])
}
