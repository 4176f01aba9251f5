import {
  type BookingImportStarted,
  bookingEndpoints,
  bookingImportEndpoints,
  notificationEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { refusedRows, rerunImportAfter, settledImport, uploadFile } from '../../../testing/csv-import.ts'
import { storedJob } from '../../../testing/jobs.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { type OrderWorld, orderWorld } from '../../orders/testing/order-fixtures.ts'
import {
  fixtureCompanies,
  type InsertedOrder,
  insertOrder,
} from '../../orders/testing/order-view-fixtures.ts'
import { bookingImports } from './booking-import.table.ts'

const engine = process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'
const endpoint = bookingImportEndpoints.upload

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let world: OrderWorld
let companies: Awaited<ReturnType<typeof fixtureCompanies>>

const header =
  'booking,order_number,delivery_code,pickup_date,delivery_date,freight_mode,forwarder,forwarder_reference,shipment_reference,tracking_link,instructions,goods_description,dangerous_goods'
const csv = (...rows: string[]) => [header, ...rows].join('\n')
// A row naming a delivery, with the booking's values after it (empty where not given).
const row = (booking: string, delivery: { code: string }, ...values: string[]) => {
  const number = delivery.code.replace(/-\d+$/, '')
  return [booking, number, delivery.code, ...values, ...Array(10 - values.length).fill('')].join(',')
}
const upload = (
  content: string | Uint8Array<ArrayBuffer>,
  locale: 'en' | 'sv' = 'en',
  name = 'bookings.csv',
) => uploadFile(buyer, endpoint, content, { locale, name })
const errorsOf = (content: string, locale: 'en' | 'sv' = 'en') =>
  refusedRows(buyer, endpoint, content, { locale })
const bookingsOf = async (deliveryId: string) => {
  const list = await admin.call(bookingEndpoints.list, { query: { per_page: 'all' } })
  const found = []
  for (const summary of list.data) {
    const booking = await admin.call(bookingEndpoints.get, { params: { id: summary.id } })
    if (booking.deliveries.some((one) => one.delivery_id === deliveryId)) found.push(booking)
  }
  return found
}

// A confirmed order of Nordic to `supplier` (Baltic by default), shipped from the mill's address to the
// Gothenburg DC, written straight into the tables.
const confirmedOrder = (
  deliveries: number,
  changes: { buyer?: string; supplier?: string; shipFrom?: null } = {},
) =>
  insertOrder(t.database.db, {
    buyer: changes.buyer ?? world.nordicId,
    supplier: changes.supplier ?? world.balticId,
    status: 'ordered',
    shipFromAddressId: changes.shipFrom === null ? null : world.options.addresses[0]!.id,
    deliveries: Array.from({ length: deliveries }, (_, index) => ({
      warehouseId: world.id('warehouses', 'Gothenburg'),
      warehouseName: 'Gothenburg DC',
      etd: `2027-06-0${index + 1}`,
      eta: '2027-06-20',
      lines: [{ articleId: world.articles['NO-2001']!, qty: '10', price: '10' }],
    })),
  })

beforeAll(async () => {
  t = await createTestApp({ jobs: { pollMs: 50 } })
  const clients = await demoClients(t.app)
  ;({ admin, buyer } = clients)
  world = await orderWorld(admin, buyer, clients.baltic)
  companies = await fixtureCompanies(t.database.db)
})
afterAll(() => t.close())

describe(`booking CSV import (${engine})`, () => {
  let first: InsertedOrder
  let second: InsertedOrder
  let started: BookingImportStarted

  it('checks the file, then creates one draft per booking through the booking service, in a job', async () => {
    first = await confirmedOrder(2)
    second = await confirmedOrder(1)
    const [a, b] = first.deliveries
    const file = csv(
      row('SHIP-A', a!, '2027-06-05', '', 'sea', 'DHL', 'DHL-778', 'AW27 knit', 'https://track.example/778'),
      // The booking's values may stand on any of its rows; a delivery code in lower case is the same.
      `SHIP-A,${first.number},${b!.code.toLowerCase()},,,,,,,,Stack max 2,Knitwear,yes`,
      row('SHIP-B', second.deliveries[0]!),
    )
    const imported = await settledImport<BookingImportStarted>(t.platform, await upload(file))
    ;({ started } = imported)
    expect(started).toMatchObject({ rows: 3, bookings: 2 })
    const job = imported.job
    expect(job.name).toBe('shipping.import')
    const [shipA] = await bookingsOf(a!.id)
    const [shipB] = await bookingsOf(second.deliveries[0]!.id)
    expect(job.log.map((entry) => entry.line)).toEqual([
      'Import from bookings.csv started (bookings: 2)',
      `Draft booking ${shipA!.number} created for SHIP-A`,
      `Draft booking ${shipB!.number} created for SHIP-B`,
      `Import finished. Draft bookings created: 2 (${shipA!.number}, ${shipB!.number}); skipped: 0`,
    ])
    expect(shipA).toMatchObject({
      status: 'draft',
      supplier_company_id: world.balticId,
      ship_from_address_id: world.options.addresses[0]!.id,
      ship_to_name: 'Gothenburg DC',
      pickup_date: '2027-06-05',
      freight_mode_name: 'Sea',
      forwarder_name: 'DHL Global Forwarding',
      forwarder_reference: 'DHL-778',
      shipment_reference: 'AW27 knit',
      tracking_link: 'https://track.example/778',
      instructions: 'Stack max 2',
      goods_description: 'Knitwear',
      dangerous_goods: true,
      // As the wizard leaves them empty: the incoterm from the rules, the delivery date from the route.
      incoterm: 'FOB',
      delivery_date: expect.stringMatching(/^2027-06-\d\d$/),
    })
    expect(shipA!.deliveries.map((one) => one.delivery_code)).toEqual([a!.code, b!.code])
    expect(shipA!.history.map((entry) => entry.event)).toEqual(['created'])
    // The earliest ETD, as in the wizard.
    expect(shipB).toMatchObject({ status: 'draft', pickup_date: '2027-06-01', dangerous_goods: false })
    const notices = await buyer.call(notificationEndpoints.list, {
      query: { per_page: 'all', filter: { type: 'booking-import' } },
    })
    expect(notices.data.map((notice) => notice.data)).toEqual([
      {
        message: 'Din import av bookings.csv är klar: skapade bokningsutkast: 2; överhoppade: 0.',
        link: '/bookings',
        linkText: 'Öppna bokningarna',
      },
    ])
  })

  it('carries on after the last booking a failed attempt committed', async () => {
    const [shipA] = await bookingsOf(first.deliveries[0]!.id)
    const [shipB] = await bookingsOf(second.deliveries[0]!.id)
    expect((await admin.request(bookingEndpoints.remove, { params: { id: shipB!.id } })).statusCode).toBe(200)
    // As if the attempt had died after committing SHIP-A.
    await rerunImportAfter(t.platform, bookingImports, started, [shipA!.number])
    expect(await bookingsOf(first.deliveries[0]!.id)).toHaveLength(1)
    const [again] = await bookingsOf(second.deliveries[0]!.id)
    expect((await storedJob(t.platform.db, started.job_id)).log.map((entry) => entry.line)).toEqual([
      `Draft booking ${again!.number} created for SHIP-B`,
      `Import finished. Draft bookings created: 2 (${shipA!.number}, ${again!.number}); skipped: 0`,
    ])
  })

  it('refuses a comma inside a value with a message naming row and column, in en and sv', async () => {
    const order = await confirmedOrder(2)
    const [a, b] = order.deliveries
    const file = csv(
      row('SHIP-C', a!, '', '', '', '', '', '', '', '"Fragile, stack max 2"'),
      `SHIP-C,${order.number},${b!.code},,,,,,,,Fragile, stack max 2,,`,
    )
    expect(await errorsOf(file)).toEqual({
      'rows.2.instructions': [
        'Row 2: the value of instructions holds a comma. No value of a booking file may hold one: remove or replace it.',
      ],
      'rows.3.booking': [
        'Row 3: the row has more values than the header has columns. A value probably holds a comma: remove or replace it.',
      ],
    })
    expect((await errorsOf(file, 'sv'))['rows.2.instructions']).toEqual([
      'Rad 2: värdet i instructions innehåller ett kommatecken. Inget värde i en bokningsfil får innehålla ett: ta bort eller byt ut det.',
    ])
    const response = await upload(file)
    expect(response.json().message).toBe(
      'Problems in the file: 2. Fix them and upload the file again; nothing was imported.',
    )
    expect(await bookingsOf(a!.id)).toEqual([])
  })

  it('refuses a delivery a draft already carries, as the booking service does, and one booked twice in the file', async () => {
    const order = await confirmedOrder(1)
    const [delivery] = order.deliveries
    // The demo's BK-0002 is a draft of PO-000003's second delivery.
    const file = csv(
      'SHIP-D,PO-000003,PO-000003-2,,,,,,,,,,',
      row('SHIP-E', delivery!),
      row('SHIP-F', delivery!),
      row('SHIP-E', delivery!),
    )
    expect(await errorsOf(file)).toEqual({
      'rows.2.delivery_code': [
        'Row 2, delivery_code: A draft booking already exists for this delivery (BK-0002)',
      ],
      'rows.4.delivery_code': [
        `Row 4: delivery ${delivery!.code} is already in booking SHIP-E on an earlier row`,
      ],
      'rows.5.delivery_code': ['Row 5, delivery_code: This delivery is already chosen'],
    })
    expect(await bookingsOf(delivery!.id)).toEqual([])
  })

  it("knows only the acting company's orders: another company's order number is unknown", async () => {
    const foreign = await confirmedOrder(1, { buyer: companies.outsider })
    const own = await confirmedOrder(1)
    expect(
      await errorsOf(csv(row('SHIP-X', foreign.deliveries[0]!), row('SHIP-Y', own.deliveries[0]!))),
    ).toEqual({
      'rows.2.order_number': [`Row 2: none of your purchase orders has the number "${foreign.number}"`],
    })
    expect(await bookingsOf(own.deliveries[0]!.id)).toEqual([])
  })

  it('refuses unknown names, bad values, mixed suppliers and a missing ship-from, never with a 500', async () => {
    const order = await confirmedOrder(2)
    const [a, b] = order.deliveries
    const other = await confirmedOrder(1, { supplier: companies.outsider })
    const homeless = await confirmedOrder(1, { shipFrom: null })
    const [c, d] = (await confirmedOrder(2)).deliveries
    expect(
      await errorsOf(
        csv(
          `SHIP-G,${order.number},${order.number}-9,2027-13-01,,Zeppelin,Nobody,,,ftp://x,,,maybe`,
          row('SHIP-H', a!, '', '', '', '', '', '', 'not a link'),
          row('SHIP-I', b!),
          row('SHIP-I', other.deliveries[0]!),
          row('SHIP-J', homeless.deliveries[0]!),
          `,${order.number},,,,,,,,,,,`,
          row('SHIP-K', c!, '2027-07-01'),
          row('SHIP-K', d!, '2027-07-02'),
        ),
      ),
    ).toEqual({
      'rows.2.delivery_code': [`Row 2: order ${order.number} has no delivery "${order.number}-9"`],
      'rows.2.pickup_date': ['Row 2: the pickup_date "2027-13-01" is not a date; write it as YYYY-MM-DD'],
      'rows.2.freight_mode': ['Row 2: no freight mode has the name or code "Zeppelin"'],
      'rows.2.forwarder': ['Row 2: no forwarder has the name or code "Nobody"'],
      'rows.2.dangerous_goods': ['Row 2: the dangerous_goods "maybe" is neither yes nor no'],
      'rows.3.tracking_link': [expect.stringMatching(/^Row 3, tracking_link: /)],
      'rows.5.delivery_code': [
        "Row 5, delivery_code: All deliveries of a booking must be of the booking's supplier",
      ],
      'rows.6.delivery_code': [expect.stringMatching(/^Row 6, delivery_code: The booking needs a ship-from/)],
      'rows.7.booking': ['Row 7: the booking is missing'],
      'rows.7.delivery_code': ['Row 7: the delivery_code is missing'],
      'rows.9.pickup_date': [
        'Row 9: booking SHIP-K has another value of pickup_date on an earlier row; a booking has one',
      ],
    })
    // Files that are not in the layout at all: refused as a whole or row by row, never a fault.
    const bad: Array<[string | Uint8Array<ArrayBuffer>, string]> = [
      [
        'booking,order_number\nA,B',
        'The header row lacks the columns delivery_code. Start from the template.',
      ],
      [`${header}\n`, 'The file has a header row but no booked deliveries'],
      [
        Buffer.concat([Buffer.from(`${header}\nK`), Buffer.from([0xf6]), Buffer.from(',x,y')]),
        'The file could not be read. Save it as CSV (UTF-8, comma-separated) and retry.',
      ],
      // An unclosed quote runs to the end of the file: one value, with commas.
      [`${header}\n"SHIP-Q,PO-1,PO-1-1`, 'Row 2: the order_number is missing'],
      [
        csv('A,PO-1,PO-1-1\u0000'),
        'Row 2 of the file contains a control character or a broken symbol. Remove it and try again.',
      ],
    ]
    for (const [content, message] of bad) {
      const response = await upload(content)
      expect(response.statusCode, response.body).toBe(422)
      expect(Object.values(response.json().errors).flat()).toContainEqual(message)
    }
    const pdf = await upload('%PDF-1.4', 'sv', 'bookings.pdf')
    expect(pdf.statusCode).toBe(422)
    expect(pdf.json().errors).toEqual({ file: ['Endast CSV-filer (.csv) kan importeras'] })
  })

  it('needs create.booking', async () => {
    await restrictPurchasers(admin, ['list.bookings'])
    await expectStatusForEach(buyer, [toCall(endpoint)], 403)
    expect((await upload(csv(row('SHIP-Z', second.deliveries[0]!)))).statusCode).toBe(403)
  })
})
