import {
  articleEndpoints,
  notificationEndpoints,
  type OrderImportStarted,
  orderEndpoints,
  orderImportEndpoints,
  priceListEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FileMissingError } from '../../../platform/files/file-store.ts'
import { type ApiClient, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { refusedRows, rerunImportAfter, settledImport, uploadFile } from '../../../testing/csv-import.ts'
import { storedJob } from '../../../testing/jobs.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { createList } from '../../price-lists/testing/price-fixtures.ts'
import { type OrderWorld, orderWorld } from '../testing/order-fixtures.ts'
import { orderImports } from './order-import.table.ts'

const engine = process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let w: OrderWorld

const header = 'order,supplier,warehouse,requested_eta,article,qty,price'
const csv = (...rows: string[]) => [header, ...rows].join('\n')
const upload = (
  client: ApiClient,
  content: string | Uint8Array<ArrayBuffer>,
  locale: 'en' | 'sv' = 'en',
  name = 'orders.csv',
) => uploadFile(client, orderImportEndpoints.upload, content, { locale, name })
const errorsOf = (client: ApiClient, content: string, locale: 'en' | 'sv' = 'en') =>
  refusedRows(client, orderImportEndpoints.upload, content, { locale, name: 'orders.csv' })
const ordersWithReference = async (reference: string) =>
  (await buyer.call(orderEndpoints.list, { query: { per_page: 'all' } })).data.filter(
    (order) => order.buyer_reference === reference,
  )

// Two orders: IMP-A with two deliveries (Gothenburg DC by name, the Stockholm store by code), one line
// priced from the price list; IMP-B names the supplier by organisation number, then by name.
const valid = csv(
  'IMP-A,Baltic Knit Ltd,Gothenburg DC,2027-03-20,NO-2001,10,100',
  'IMP-A,Baltic Knit Ltd,Gothenburg DC,2027-03-20,no-2003,5,',
  'IMP-A,Baltic Knit Ltd,STH-01,2027-04-01,NO-3001,3,33.5',
  'IMP-B,LV40003123456,GOT-DC,,NO-2002,7,',
  'IMP-B,baltic knit ltd,GOT-DC,,NO-2003,1,',
)

beforeAll(async () => {
  t = await createTestApp({ jobs: { pollMs: 50 } })
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  w = await orderWorld(admin, buyer, baltic)
  const list = await createList(admin, {
    name: 'Baltic EUR',
    currency: 'EUR',
    valid_from: '2020-01-01',
    counterparty_company_id: w.balticId,
  })
  for (const [code, price] of [
    ['NO-2002', '50'],
    ['NO-2003', '80'],
  ] as const) {
    const line = await admin.request(priceListEndpoints.addLine, {
      params: { id: list.id },
      body: { article_id: w.articles[code]!, gross_price: price },
    })
    expect(line.statusCode, line.body).toBe(201)
  }
})
afterAll(() => t.close())

describe(`order CSV import (${engine})`, () => {
  let started: OrderImportStarted

  it('checks the file, then creates one draft per order through the order service, in a job', async () => {
    const imported = await settledImport<OrderImportStarted>(t.platform, await upload(buyer, valid))
    ;({ started } = imported)
    expect(started).toMatchObject({ rows: 5, orders: 2 })
    const job = imported.job
    expect(job.name).toBe('orders.import')
    const [a] = await ordersWithReference('IMP-A')
    const [b] = await ordersWithReference('IMP-B')
    expect(job.log.map((entry) => entry.line)).toEqual([
      'Import from orders.csv started (orders: 2)',
      `Draft order ${a!.number} created for IMP-A`,
      `Draft order ${b!.number} created for IMP-B`,
      `Import finished. Draft orders created: 2 (${a!.number}, ${b!.number}); skipped: 0`,
    ])
    const first = await buyer.call(orderEndpoints.get, { params: { id: a!.id } })
    expect(first).toMatchObject({
      status: 'draft',
      supplier_name: 'Baltic Knit Ltd',
      currency: 'EUR',
      // The company's default payment term, as a draft begun in the wizard gets.
      payment_term_name: '30 days net',
      ship_from_name: 'Baltic Knit mill',
      created_by_name: 'Erik Lund',
      delivery_count: 2,
    })
    expect(
      first.deliveries.map((d) => [
        d.warehouse_name,
        d.requested_eta,
        d.lines.map((l) => [l.article_code, l.qty, l.price, l.price_source]),
      ]),
    ).toEqual([
      [
        'Gothenburg DC',
        '2027-03-20',
        [
          ['NO-2001', '10.000', '100.0000', 'manual'],
          ['NO-2003', '5.000', '80.0000', 'price_list'],
        ],
      ],
      ['Stockholm flagship store', '2027-04-01', [['NO-3001', '3.000', '33.5000', 'manual']]],
    ])
    const second = await buyer.call(orderEndpoints.get, { params: { id: b!.id } })
    expect(second.deliveries).toHaveLength(1)
    expect(second.deliveries[0]!.lines.map((l) => [l.article_code, l.price, l.price_source])).toEqual([
      ['NO-2002', '50.0000', 'price_list'],
      ['NO-2003', '80.0000', 'price_list'],
    ])
    const history = await buyer.call(orderEndpoints.history, { params: { id: a!.id } })
    expect(history.map((entry) => entry.event)).toEqual(['created'])
    // Erik watches no syncs (no banner, no queue log): the bell tells him, in Swedish, and nobody else.
    const notices = async (client: ApiClient) =>
      (
        await client.call(notificationEndpoints.list, {
          query: { per_page: 'all', filter: { type: 'order-import' } },
        })
      ).data
    expect(await notices(buyer)).toEqual([
      expect.objectContaining({
        data: {
          message: 'Din import av orders.csv är klar: skapade orderutkast: 2; överhoppade: 0.',
          link: '/orders/all',
          linkText: 'Öppna ordrarna',
        },
      }),
    ])
    expect(await notices(admin)).toEqual([])
  })

  it('carries on after the last order a failed attempt committed', async () => {
    const [b] = await ordersWithReference('IMP-B')
    expect((await buyer.request(orderEndpoints.remove, { params: { id: b!.id } })).statusCode).toBe(200)
    const [a] = await ordersWithReference('IMP-A')
    // As if the attempt had died after committing IMP-A.
    await rerunImportAfter(t.platform, orderImports, started, [a!.number])
    expect(await ordersWithReference('IMP-A')).toHaveLength(1)
    const [again] = await ordersWithReference('IMP-B')
    expect(again).toBeDefined()
    const job = await storedJob(t.platform.db, started.job_id)
    expect(job.log.map((entry) => entry.line)).toEqual([
      `Draft order ${again!.number} created for IMP-B`,
      `Import finished. Draft orders created: 2 (${a!.number}, ${again!.number}); skipped: 0`,
    ])
  })

  it('skips an order the service refuses by the time the job runs, and logs why', async () => {
    const [a] = await ordersWithReference('IMP-A')
    const [b] = await ordersWithReference('IMP-B')
    expect((await buyer.request(orderEndpoints.remove, { params: { id: b!.id } })).statusCode).toBe(200)
    const archived = await admin.request(articleEndpoints.archive, { params: { id: w.articles['NO-2002']! } })
    expect(archived.statusCode).toBe(200)
    await rerunImportAfter(t.platform, orderImports, started, [a!.number])
    expect(await ordersWithReference('IMP-B')).toEqual([])
    const job = await storedJob(t.platform.db, started.job_id)
    expect(job.log.map((entry) => entry.line)).toEqual([
      'Order IMP-B skipped: Row 5, article: This article is archived',
      `Import finished. Draft orders created: 1 (${a!.number}); skipped: 1`,
    ])
  })

  it('refuses a comma in the article or qty with a message naming row and column, in en and sv', async () => {
    const file = csv(
      'IMP-C,Baltic Knit Ltd,GOT-DC,2027-03-20,NO-2001,"1,5",',
      'IMP-C,Baltic Knit Ltd,GOT-DC,2027-03-20,"NO,2002",2,',
      'IMP-C,Baltic Knit Ltd,GOT-DC,2027-03-20,NO-2002,2,5,',
    )
    expect(await errorsOf(buyer, file)).toEqual({
      'rows.2.qty': ['Row 2: the qty contains a comma. Replace it (use a dot for decimals).'],
      'rows.3.article': ['Row 3: the article contains a comma. Replace it (use a dot for decimals).'],
      'rows.4.order': [
        'Row 4: the row has more values than the header has columns. A value probably holds a comma: replace it (use a dot for decimals).',
      ],
    })
    const swedish = await errorsOf(buyer, file, 'sv')
    expect(swedish['rows.2.qty']).toEqual([
      'Rad 2: qty innehåller ett kommatecken. Byt ut det (använd punkt för decimaler).',
    ])
    const response = await upload(buyer, file)
    expect(response.json().message).toBe(
      'Problems in the file: 3. Fix them and upload the file again; nothing was imported.',
    )
    expect(await ordersWithReference('IMP-C')).toEqual([])
  })

  it('keeps no file it refuses', async () => {
    const put = vi.spyOn(t.platform.files, 'put')
    try {
      const response = await upload(buyer, csv('IMP-D,Nobody Ltd,GOT-DC,2027-03-20,NO-2001,1,'))
      expect(response.statusCode, response.body).toBe(422)
      const key = put.mock.calls.at(-1)![0]
      await expect(t.platform.files.get(key)).rejects.toThrow(FileMissingError)
    } finally {
      put.mockRestore()
    }
  })

  it('refuses unknown names, bad values, a blocked supplier and an archived article as the order service does', async () => {
    expect(
      await errorsOf(
        buyer,
        csv(
          'IMP-D,Nobody AB,GOT-DC,2027-03-20,NO-2001,1,',
          'IMP-E,Baltic Knit Ltd,Nowhere,2027-13-01,XX-1,0,',
          'IMP-F,Porto Têxteis Lda,GOT-DC,,NO-2001,1,10',
          'IMP-G,Baltic Knit Ltd,GOT-DC,,NO-4006,1,10',
          'IMP-H,Baltic Knit Ltd,GOT-DC,,NO-4001,1,',
          'IMP-I,Baltic Knit Ltd,GOT-DC,,NO-4001,1,10',
          'IMP-I,Porto Têxteis Lda,GOT-DC,,NO-4001,1,10',
        ),
      ),
    ).toEqual({
      'rows.2.supplier': ['Row 2: no supplier has the organisation number or name "Nobody AB"'],
      'rows.3.qty': ['Row 3, qty: The value must be greater than 0'],
      'rows.3.requested_eta': ['Row 3: the requested_eta "2027-13-01" is not a date; write it as YYYY-MM-DD'],
      'rows.3.warehouse': ['Row 3: no warehouse has the name or code "Nowhere"'],
      'rows.3.article': ['Row 3: no article has the article ID "XX-1"'],
      'rows.4.supplier': [expect.stringMatching(/^Row 4, supplier: .*blocked/)],
      'rows.5.article': ['Row 5, article: This article is archived'],
      'rows.6.price': ['Row 6, price: No price list or price rule prices this article: enter a price'],
      'rows.8.supplier': [
        'Row 8: order IMP-I has another supplier on an earlier row; one order has one supplier',
      ],
    })
    const long = csv(...Array.from({ length: 5001 }, () => 'IMP-J,Baltic Knit Ltd,GOT-DC,,NO-2001,1,1'))
    expect(await errorsOf(buyer, long)).toEqual({
      'rows.2.order': ['Row 2, order: A delivery holds at most 5000 lines'],
    })
  })

  it('refuses a file without the layout, or of another type', async () => {
    const missing = await upload(buyer, 'order,supplier,article\nA,B,C')
    expect(missing.json().errors).toEqual({
      file: ['The header row lacks the columns warehouse, requested_eta, qty. Start from the template.'],
    })
    const pdf = await upload(buyer, '%PDF-1.4', 'sv', 'orders.pdf')
    expect(pdf.statusCode).toBe(422)
    expect(pdf.json().errors).toEqual({ file: ['Endast CSV-filer (.csv) kan importeras'] })
    // Saved as Latin-1 rather than UTF-8: "Köpman" with a lone 0xf6 byte.
    const latin1 = Buffer.concat([
      Buffer.from(`${header}\nIMP-Z,K`),
      Buffer.from([0xf6]),
      Buffer.from('pman,,,X,1,1'),
    ])
    expect((await upload(buyer, latin1)).json().errors).toEqual({
      file: ['The file could not be read. Save it as CSV (UTF-8, comma-separated) and retry.'],
    })
  })

  it('refuses a NUL in a cell with a message naming its row', async () => {
    const response = await upload(buyer, csv('IMP-N,Baltic Knit Ltd,,,X\u0000,1,1'))
    expect(response.json().errors).toEqual({
      file: ['Row 2 of the file contains a control character or a broken symbol. Remove it and try again.'],
    })
  })

  it("knows only the acting company's suppliers, warehouses and articles", async () => {
    const response = await upload(baltic, csv('IMP-X,Baltic Knit Ltd,Gothenburg DC,,NO-2001,1,10'))
    expect(response.statusCode, response.body).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'rows.2.article',
      'rows.2.supplier',
      'rows.2.warehouse',
    ])
    expect(await ordersWithReference('IMP-X')).toEqual([])
  })

  it('needs create.order', async () => {
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(buyer, [toCall(orderImportEndpoints.upload)], 403)
    expect((await upload(buyer, valid)).statusCode).toBe(403)
  })
})
