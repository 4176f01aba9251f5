import type { MasterDataKind } from '@scm/contracts'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { masterDataByCode } from '../master-data/index.ts'
import { addresses, warehouses } from './address.table.ts'
import { buyingEntities } from './buying-entity.table.ts'
import { contacts } from './contact.table.ts'
import { etaRules } from './eta-rule.table.ts'
import { exchangeRates } from './exchange-rate.table.ts'
import { incotermRules } from './incoterm-rule.table.ts'
import { paymentTerms } from './payment-term.table.ts'
import { recipientFreight } from './recipient-freight.table.ts'
import { tags } from './tag.table.ts'
import { vats } from './vat.table.ts'

const itemId = async (tx: Tx, companyId: string, kind: MasterDataKind, code: string) =>
  (await masterDataByCode(tx, companyId, kind, code))?.id ?? null

export async function seedCompanySettings(tx: Tx, demo: DemoCompanies) {
  await seedClientSettings(tx, demo.client.id)
  await seedSupplierSettings(tx, demo.supplier.id)
}

// What a Swedish outdoor brand's settings hold on the first day: where goods go, who to call, on which
// terms, and how long the sea takes from the knitting mill in Kaunas.
async function seedClientSettings(tx: Tx, companyId: string) {
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
  const logistics = await itemId(tx, companyId, 'cost-centres', 'CC200')
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
  // The flagship's warehouse belongs to its launch project, which the projects seed links.
  await tx.insert(warehouses).values({
    companyId,
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
  const road = await itemId(tx, companyId, 'freight-modes', 'ROAD')
  const sea = await itemId(tx, companyId, 'freight-modes', 'SEA')
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
  // The sea and the road into the Gothenburg DC, the van to the head office; whatever comes from the
  // mill goes FOB Klaipėda, anything else FCA at the supplier, the freight paid by Nordic.
  await tx.insert(recipientFreight).values([
    { companyId, shipToWarehouseId: gothenburg!.id, freightModeId: sea!, leadTimeDays: 14 },
    { companyId, shipToWarehouseId: gothenburg!.id, freightModeId: road!, leadTimeDays: 5 },
    { companyId, shipToAddressId: office!.id, freightModeId: road!, leadTimeDays: 2 },
  ])
  await tx.insert(incotermRules).values([
    { companyId, incoterm: 'FCA', freightPayer: 'buyer' as const, isDefault: true },
    {
      companyId,
      shipFromAddressId: mill!.id,
      incoterm: 'FOB',
      freightPayer: 'buyer' as const,
      namedPlace: 'Klaipėda',
    },
  ])
}

// A supplier needs less: its mill, who answers there, and the terms it sells on.
async function seedSupplierSettings(tx: Tx, companyId: string) {
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
