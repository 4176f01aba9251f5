import type { MasterDataKind } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { linkAddressToSupplier } from '../company-settings/index.ts'
import { masterDataByCode } from '../master-data/index.ts'
import { agreementCategories, agreements } from './agreement.table.ts'
import { supplierCapacities, supplierCertificates, supplierParameters } from './supplier-block.table.ts'
import { supplierCriteria, supplierCriterionValues } from './supplier-criterion.table.ts'

type Company = DemoCompanies['client']
const day = 86_400_000
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10)

const itemId = async (tx: Tx, companyId: string, kind: MasterDataKind, code: string) =>
  (await masterDataByCode(tx, companyId, kind, code))!.id

// The demo client and supplier trade with each other: an agreement on each side, the client's
// supplier criteria with Baltic's values, its capacity, parameters and a certificate; and an external
// supplier missing a mandatory value, so the demo shows a block.
export async function seedPartners(tx: Tx, { client: nordic, supplier: baltic }: DemoCompanies) {
  const agreement = (owner: Company, other: Company, role: 'supplier' | 'client', extra = {}) => ({
    companyId: owner.id,
    role,
    counterpartyCompanyId: other.id,
    name: other.name,
    country: other.country,
    orgNumber: other.orgNumber,
    vatNumber: other.vatNumber,
    ...extra,
  })
  const [supplier, , external] = await tx
    .insert(agreements)
    .values([
      agreement(nordic, baltic, 'supplier', {
        internalId: 'SUP-1001',
        email: 'supplier@baltic.demo',
        country: 'LV',
        creditRating: 4,
        turnover: '1850000.00',
        currency: 'EUR',
        ediCode: 'BALTKNIT',
      }),
      agreement(baltic, nordic, 'client', { internalId: 'C-77', email: 'admin@nordic.demo', country: 'SE' }),
      {
        companyId: nordic.id,
        role: 'supplier' as const,
        name: 'Porto Têxteis Lda',
        email: 'orders@porto-texteis.example',
        country: 'PT',
        orgNumber: 'PT509876543',
        internalId: 'SUP-1002',
        status: 'blocked' as const,
        blockSource: 'criteria' as const,
      },
    ])
    .returning({ id: agreements.id })
  // Nordic collects from Baltic's mill: new orders to Baltic start with it as ship-from.
  await linkAddressToSupplier(tx, nordic.id, 'KNS', supplier!.id)
  await tx.insert(agreementCategories).values({
    companyId: nordic.id,
    agreementId: supplier!.id,
    categoryId: await itemId(tx, nordic.id, 'company-categories', 'KNIT'),
  })
  const criteria = await tx
    .insert(supplierCriteria)
    .values([
      { companyId: nordic.id, name: 'Code of conduct signed', mandatory: true, preferredValue: 'Yes' },
      {
        companyId: nordic.id,
        name: 'Quality audit score',
        mandatory: true,
        preferredValue: '80',
        reviewFrequency: 'yearly' as const,
        nextReview: isoDate(120),
      },
      { companyId: nordic.id, name: 'Minimum order quantity', mandatory: false, preferredValue: '300' },
    ])
    .returning({ id: supplierCriteria.id })
  await tx.insert(supplierCriterionValues).values(
    [
      ['Yes', 0],
      ['86', 1],
      ['500', 2],
    ].map(([value, index]) => ({
      companyId: nordic.id,
      agreementId: supplier!.id,
      criterionId: criteria[index as number]!.id,
      value: value as string,
    })),
  )
  await tx.insert(supplierCriterionValues).values({
    companyId: nordic.id,
    agreementId: external!.id,
    criterionId: criteria[0]!.id,
    value: 'Yes',
  })
  const pieces = await itemId(tx, nordic.id, 'units', 'PCS')
  const year = new Date().getUTCFullYear()
  await tx.insert(supplierCapacities).values({
    companyId: nordic.id,
    agreementId: supplier!.id,
    year,
    annualCapacity: '240000',
    unitId: pieces,
    peakMonths: [3, 4, 9, 10],
    orderProjection: '90000',
  })
  await tx.insert(supplierParameters).values({
    companyId: nordic.id,
    agreementId: supplier!.id,
    year: year - 1,
    employeesFemale: 142,
    employeesMale: 58,
    averageMonthlyWage: '1180',
    wageCurrency: 'EUR',
    overtimeHoursPerWeek: '4.5',
    emissionsTCo2e: '820',
    energyMwh: '1950',
    waterM3: '36000',
    wasteT: '42',
  })
  await tx.insert(supplierCertificates).values({
    companyId: nordic.id,
    agreementId: supplier!.id,
    typeId: await itemId(tx, nordic.id, 'certificate-types', 'OEKO'),
    reference: 'OEKO-TEX 21.HLV.51270',
    result: 'Passed',
    validFrom: isoDate(-165),
    validTo: isoDate(200),
    notifyDaysBefore: 30,
  })
}
