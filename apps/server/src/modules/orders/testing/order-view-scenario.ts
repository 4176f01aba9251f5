import { randomUUID } from 'node:crypto'
import type { Db } from '../../../platform/db/database.ts'
import {
  insertArticle,
  insertBoxType,
  insertPackingInstruction,
} from '../../articles/testing/article-rows.ts'
import { orders as orderRows } from '../order.table.ts'
import { fixtureCompanies, type InsertedOrder, insertOrder } from './order-view-fixtures.ts'

// FOR TESTS ONLY. The orders the order-view tests read, in February 2027 (all dates are explicit, so
// the views' "open range starts today" defaults never decide a test):
//   late       Nordic → Baltic, ordered: two deliveries, the first 5 days past its requested ETA
//   transit    Nordic → Baltic, in transit: 1 day late (under the default tolerance of 3)
//   draft      Nordic → Baltic, draft: never shown to Baltic
//   cancelled  Nordic → Baltic, cancelled: left out unless asked for
//   outsiders  Outsider → Baltic, ordered: Baltic's, never Nordic's
//   elsewhere  Nordic → Outsider, ordered: Nordic's, never Baltic's
// The demo orders of the seed are removed first: each view is checked against exactly these orders.
export async function orderViewScenario(db: Db) {
  await db.delete(orderRows)
  const companies = await fixtureCompanies(db)
  const { nordic, baltic, outsider } = companies
  const warehouses = { boras: randomUUID(), gothenburg: randomUUID() }
  const box = await insertBoxType(db, {
    companyId: nordic,
    name: 'Carton 60',
    height: '40',
    width: '40',
    length: '60',
  })
  const instruction = await insertPackingInstruction(db, {
    companyId: nordic,
    name: 'Folded, 6 per inner',
    description: 'Fold once, tissue between layers',
    qtyInnerBox: 6,
    qtyOuterBox: 24,
    boxTypeId: box.id,
  })
  const sweater = await insertArticle(db, nordic, {
    code: 'VIEW-SWEATER',
    salesPrice: '12.5',
    salesCurrency: 'EUR',
    packingInstructionId: instruction.id,
    leadTimeDays: 30,
  })
  // Sold in SEK: its margin needs Nordic's EUR/SEK rate.
  const scarf = await insertArticle(db, nordic, {
    code: 'VIEW-SCARF',
    salesPrice: '55',
    salesCurrency: 'SEK',
  })
  // No sales price: counted in the purchase value, never in the margin.
  const sample = await insertArticle(db, nordic, { code: 'VIEW-SAMPLE' })
  const outsiderArticle = await insertArticle(db, outsider, { code: 'VIEW-OUTSIDER' })
  const sent = new Date('2027-01-04T09:00:00Z')
  const boras = { warehouseId: warehouses.boras, warehouseName: 'Borås DC' }
  const gothenburg = { warehouseId: warehouses.gothenburg, warehouseName: 'Gothenburg' }
  const orders: Record<string, InsertedOrder> = {
    late: await insertOrder(db, {
      buyer: nordic,
      supplier: baltic,
      status: 'ordered',
      createdAt: sent,
      buyerReference: 'SS27 knitwear',
      deliveries: [
        {
          ...boras,
          etd: '2027-02-01',
          eta: '2027-02-10',
          requestedEtd: '2027-01-30',
          requestedEta: '2027-02-05',
          reference: 'DROP-1',
          lines: [
            { articleId: sweater.id, qty: '10', price: '5', packages: 2, markAs: 'SS27' },
            { articleId: scarf.id, qty: '4', price: '2.5', packages: 1 },
          ],
        },
        {
          ...gothenburg,
          etd: '2027-02-09',
          eta: '2027-02-20',
          requestedEtd: '2027-02-09',
          requestedEta: '2027-02-20',
          lines: [{ articleId: sample.id, qty: '1', price: '8' }],
        },
      ],
    }),
    transit: await insertOrder(db, {
      buyer: nordic,
      supplier: baltic,
      status: 'in_transit',
      createdAt: new Date('2027-01-11T09:00:00Z'),
      discountPercent: '10',
      deliveries: [
        {
          ...boras,
          etd: '2027-02-02',
          eta: '2027-02-10',
          requestedEtd: '2027-02-02',
          requestedEta: '2027-02-09',
          shipmentState: 'fully_shipped',
          lines: [{ articleId: sweater.id, qty: '20', price: '6' }],
        },
      ],
    }),
    draft: await insertOrder(db, {
      buyer: nordic,
      supplier: baltic,
      status: 'draft',
      createdAt: sent,
      deliveries: [{ ...boras, etd: '2027-02-03', eta: '2027-02-11', lines: [] }],
    }),
    cancelled: await insertOrder(db, {
      buyer: nordic,
      supplier: baltic,
      status: 'cancelled',
      createdAt: sent,
      deliveries: [{ ...boras, etd: '2027-02-04', eta: '2027-02-12', lines: [] }],
    }),
    outsiders: await insertOrder(db, {
      buyer: outsider,
      supplier: baltic,
      status: 'ordered',
      createdAt: sent,
      deliveries: [
        {
          warehouseName: 'Outsider DC',
          etd: '2027-02-05',
          eta: '2027-02-10',
          requestedEta: '2027-02-01',
          lines: [{ articleId: outsiderArticle.id, qty: '99', price: '1' }],
        },
      ],
    }),
    elsewhere: await insertOrder(db, {
      buyer: nordic,
      supplier: outsider,
      status: 'ordered',
      currency: 'USD',
      createdAt: sent,
      deliveries: [{ ...gothenburg, etd: '2027-02-08', eta: '2027-02-15', lines: [] }],
    }),
  }
  return { companies, warehouses, articles: { sweater, scarf, sample }, orders }
}

export type OrderViewScenario = Awaited<ReturnType<typeof orderViewScenario>>

// The delivery codes of a list answer, in order.
export const codesOf = (body: { data: Array<{ code: string }> }) => body.data.map((row) => row.code)
