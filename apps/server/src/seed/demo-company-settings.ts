import { and, eq } from 'drizzle-orm'
import { addresses, warehouses } from '../modules/company-settings/address.table.ts'
import { buyingEntities } from '../modules/company-settings/buying-entity.table.ts'
import { contacts } from '../modules/company-settings/contact.table.ts'
import { etaRules } from '../modules/company-settings/eta-rule.table.ts'
import { exchangeRates } from '../modules/company-settings/exchange-rate.table.ts'
import { paymentTerms } from '../modules/company-settings/payment-term.table.ts'
import { tags } from '../modules/company-settings/tag.table.ts'
import { vats } from '../modules/company-settings/vat.table.ts'
import { masterData } from '../modules/master-data/master-data.table.ts'
import { projects } from '../modules/projects/project.table.ts'
import type { Tx } from '../platform/db/database.ts'

async function masterDataId(tx: Tx, companyId: string, kind: string, code: string) {
  const [row] = await tx
    .select({ id: masterData.id })
    .from(masterData)
    .where(and(eq(masterData.companyId, companyId), eq(masterData.kind, kind), eq(masterData.code, code)))
  return row?.id ?? null
}

// What a Swedish outdoor brand's settings hold on the first day: where goods go, who to call, on which
// terms, and how long the sea takes from the knitting mill in Kaunas.
export async function seedDemoClientSettings(tx: Tx, companyId: string) {
  const [entity] = await tx
    .insert(buyingEntities)
    .values({
      companyId,
      name: 'Nordic Outdoor Retail AB',
      orgNumber: '556123-4567',
      internalId: 'NO-SE',
      integrationOrder: 1,
      buyerOnOrder: true,
    })
    .returning()
  const [maja, olof] = await tx
    .insert(contacts)
    .values([
      {
        companyId,
        title: 'Logistics manager',
        firstName: 'Maja',
        lastName: 'Holm',
        phone: '+46 31 700 12 00',
        email: 'maja.holm@nordic.demo',
        locale: 'sv',
      },
      {
        companyId,
        title: 'Accounts payable',
        firstName: 'Olof',
        lastName: 'Strand',
        phone: '+46 8 555 010 20',
        email: 'olof.strand@nordic.demo',
        locale: 'en',
      },
    ])
    .returning()
  const logistics = await masterDataId(tx, companyId, 'cost-centres', 'CC200')
  const [office, , dc, mill] = await tx
    .insert(addresses)
    .values([
      {
        companyId,
        label: 'Head office',
        type: 'visiting' as const,
        line1: 'Sveavägen 44',
        zip: '111 34',
        city: 'Stockholm',
        country: 'SE',
        isDefault: true,
        buyingEntityId: entity!.id,
      },
      {
        companyId,
        label: 'Invoices',
        type: 'invoice' as const,
        line1: 'Box 1234',
        zip: '111 79',
        city: 'Stockholm',
        country: 'SE',
        isDefault: true,
        contactId: olof!.id,
        buyingEntityId: entity!.id,
      },
      {
        companyId,
        label: 'Gothenburg distribution centre',
        type: 'delivery' as const,
        line1: 'Importgatan 12',
        line2: 'Gate 3',
        zip: '422 46',
        city: 'Hisings Backa',
        country: 'SE',
        notes: 'Deliveries weekdays 07–15',
        code: 'GOT',
        isDefault: true,
        contactId: maja!.id,
        costCentreId: logistics,
      },
      {
        companyId,
        label: 'Baltic Knit mill',
        type: 'pickup' as const,
        line1: 'Pramonės pr. 16',
        zip: '51329',
        city: 'Kaunas',
        country: 'LT',
        code: 'KNS',
        autoPopulateShipFrom: true,
      },
    ])
    .returning()
  const [gothenburg] = await tx
    .insert(warehouses)
    .values({
      companyId,
      code: 'GOT-DC',
      name: 'Gothenburg DC',
      addressId: dc!.id,
      buyingEntityId: entity!.id,
      costCentreId: logistics,
      handlingDays: 2,
    })
    .returning()
  const [launch] = await tx
    .insert(projects)
    .values([
      {
        companyId,
        code: 'STH-LAUNCH',
        name: 'Stockholm flagship launch',
        seasonId: await masterDataId(tx, companyId, 'seasons', 'SS27'),
        year: 2027,
        buyingEntityId: entity!.id,
        startDate: '2027-01-11',
        endDate: '2027-04-30',
        description: 'Opening stock and fixtures for the new flagship store on Biblioteksgatan',
      },
      {
        companyId,
        code: 'AW27-CAPSULE',
        name: 'Autumn trail capsule',
        seasonId: await masterDataId(tx, companyId, 'seasons', 'AW27'),
        year: 2027,
        buyingEntityId: entity!.id,
        startDate: '2027-03-01',
        endDate: '2027-09-15',
      },
    ])
    .returning()
  await tx.insert(warehouses).values({
    companyId,
    projectId: launch!.id,
    code: 'STH-01',
    name: 'Stockholm flagship store',
    addressId: office!.id,
    buyingEntityId: entity!.id,
    handlingDays: 1,
    parentId: gothenburg!.id,
  })
  await tx.update(addresses).set({ warehouseId: gothenburg!.id }).where(eq(addresses.id, dc!.id))
  await tx.insert(paymentTerms).values([
    { companyId, name: '30 days net', creditDays: 30, isDefault: true },
    { companyId, name: '60 days net', creditDays: 60 },
    { companyId, name: 'Payment in advance', creditDays: 0 },
  ])
  await tx.insert(tags).values([
    { companyId, name: 'Priority', type: 'order' as const },
    { companyId, name: 'Recycled', type: 'article' as const },
    { companyId, name: 'Core range', type: 'style' as const },
    { companyId, name: 'Strategic', type: 'supplier' as const },
    { companyId, name: 'Fragile', type: 'booking' as const },
  ])
  await tx.insert(vats).values([
    { companyId, name: 'VAT 25 %', value: '25', code: 'SE25' },
    { companyId, name: 'VAT 12 %', value: '12', code: 'SE12' },
    { companyId, name: 'VAT 6 %', value: '6', code: 'SE06' },
    { companyId, name: 'Reverse charge 0 %', value: '0', code: 'RC', reverseCharge: true },
  ])
  await tx.insert(exchangeRates).values([
    { companyId, fromCurrency: 'EUR', toCurrency: 'SEK', rate: '11.2350', date: '2026-11-01' },
    { companyId, fromCurrency: 'USD', toCurrency: 'SEK', rate: '10.4120', date: '2026-11-01' },
    { companyId, fromCurrency: 'EUR', toCurrency: 'USD', rate: '1.0790', date: '2026-11-01' },
  ])
  const road = await masterDataId(tx, companyId, 'freight-modes', 'ROAD')
  const sea = await masterDataId(tx, companyId, 'freight-modes', 'SEA')
  await tx.insert(etaRules).values([
    { companyId, leadTimeDays: 30, isDefault: true },
    {
      companyId,
      shipFromAddressId: mill!.id,
      shipToWarehouseId: gothenburg!.id,
      freightModeId: road,
      leadTimeDays: 4,
    },
    {
      companyId,
      shipFromAddressId: mill!.id,
      shipToWarehouseId: gothenburg!.id,
      freightModeId: sea,
      incoterm: 'FOB',
      leadTimeDays: 12,
    },
    { companyId, shipFromAddressId: mill!.id, shipToAddressId: office!.id, leadTimeDays: 6 },
  ])
}

// A supplier needs less: its mill, who answers there, and the terms it sells on.
export async function seedDemoSupplierSettings(tx: Tx, companyId: string) {
  const [contact] = await tx
    .insert(contacts)
    .values({
      companyId,
      title: 'Sales',
      firstName: 'Rūta',
      lastName: 'Kazlauskienė',
      phone: '+370 37 400 100',
      email: 'ruta@baltic.demo',
      locale: 'en',
    })
    .returning()
  const [mill] = await tx
    .insert(addresses)
    .values({
      companyId,
      label: 'Kaunas mill',
      type: 'pickup',
      line1: 'Pramonės pr. 16',
      zip: '51329',
      city: 'Kaunas',
      country: 'LT',
      isDefault: true,
      autoPopulateShipFrom: true,
      contactId: contact!.id,
    })
    .returning()
  await tx.insert(warehouses).values({
    companyId,
    code: 'KNS-01',
    name: 'Kaunas finished goods',
    addressId: mill!.id,
    handlingDays: 3,
  })
  await tx.insert(paymentTerms).values({ companyId, name: '30 days net', creditDays: 30, isDefault: true })
}
