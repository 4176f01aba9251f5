import { stockCountEndpoints as e, inventoryEndpoints, type Locale, type StockCount } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiClient, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, jobSettle, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { ledgerMismatches } from '../testing/ledger-invariant.ts'
import { type StockActor, stockActor, stockPlaces } from '../testing/stock-actors.ts'

let t: TestApp
let clients: Awaited<ReturnType<typeof demoClients>>
let admin: ApiClient
let nordic: StockActor
let place: Awaited<ReturnType<typeof stockPlaces>>

beforeAll(async () => {
  t = await createTestApp({ jobs: { pollMs: 50 } })
  clients = await demoClients(t.app)
  admin = clients.admin
  nordic = await stockActor(t, 'admin@nordic.demo')
  place = await stockPlaces(nordic, ['NO-1001', 'NO-2001', 'NO-3001', 'NO-2002'], ['GOT-DC', 'STH-01'])
})
afterAll(() => t.close())

const onHand = async (code: string, warehouse: string) => {
  const rows = (await admin.call(inventoryEndpoints.list, { query: { search: code, per_page: '200' } })).data
  return rows.find((row) => row.warehouse_code === warehouse)?.on_hand ?? '0'
}
const rowsOf = async (id: string) =>
  (await admin.call(e.rows, { params: { id }, query: { per_page: '200' } })).data
const rowOf = async (id: string, code: string) => (await rowsOf(id)).find((row) => row.article_code === code)
const create = (warehouse: string, note = 'API test') =>
  admin.call(e.create, { body: { warehouse_id: place.warehouse(warehouse), counted_on: '2026-11-25', note } })
const save = (count: StockCount, rows: Array<[code: string, counted: string | null]>) =>
  admin.call(e.saveRows, {
    params: { id: count.id },
    body: {
      version: count.version,
      rows: rows.map(([code, counted]) => ({ article_id: place.article(code), counted })),
    },
  })
const upload = (
  client: ApiClient,
  id: string,
  content: string | Uint8Array,
  name = 'count.csv',
  locale: Locale = 'en',
) => {
  const form = new FormData()
  form.append('file', new Blob([content as BlobPart]), name)
  return client.send({ ...toCall(e.import, { params: { id }, locale }), payload: form })
}
const completed = async (id: string) => {
  await vi.waitFor(async () => {
    const count = await admin.call(e.get, { params: { id } })
    expect(count.job_status).not.toBe('failed')
    expect(count.status).toBe('completed')
  }, jobSettle)
  return admin.call(e.get, { params: { id } })
}
const mismatches = () => nordic.run((ctx) => ledgerMismatches(ctx.tx, ctx.companyId))

describe('stock counts', () => {
  it('lists the demo count of Gothenburg DC, under way, with its rows and differences', async () => {
    const list = await clients.buyer.call(e.list, { query: { filter: { status: 'started' } } })
    const demo = list.data.find((count) => count.warehouse_code === 'GOT-DC')!
    expect(demo).toMatchObject({
      number: 'SC-0001',
      warehouse_name: 'Gothenburg DC',
      status: 'started',
      row_count: 11,
      counted_rows: 4,
      created_by_name: 'Anna Berg',
      completing: false,
    })
    const sweaters = await rowOf(demo.id, 'NO-2002')
    expect(sweaters).toMatchObject({ available: '15', on_hand: '15', counted: '17', difference: '2' })
    expect(await rowOf(demo.id, 'NO-2001')).toMatchObject({ counted: null, difference: null })
    const uncounted = await admin.call(e.rows, {
      params: { id: demo.id },
      query: { filter: { counted: 'no' } },
    })
    expect(uncounted.meta.total).toBe(7)
    const byWarehouse = await admin.call(e.list, {
      query: { filter: { warehouse_id: place.warehouse('STH-01') } },
    })
    expect(byWarehouse.data.map((count) => count.id)).not.toContain(demo.id)
  })

  it('starts a count with a row per article in stock there, and saves typed counts with the version', async () => {
    const count = await create('STH-01')
    expect(count).toMatchObject({
      status: 'started',
      row_count: 2,
      counted_rows: 0,
      warehouse_code: 'STH-01',
    })
    expect(count.number).toMatch(/^SC-\d{4}$/)
    expect(await rowOf(count.id, 'NO-1001')).toMatchObject({ available: '8', counted: null })
    const saved = await save(count, [
      ['NO-1001', '7'],
      ['NO-3001', '2.5'],
    ])
    expect(saved).toMatchObject({ row_count: 3, counted_rows: 2, version: count.version + 1 })
    expect(await rowOf(count.id, 'NO-3001')).toMatchObject({
      available: '0',
      counted: '2.5',
      difference: '2.5',
    })
    // The table of a stale version is refused, and changes nothing.
    const stale = await admin.request(e.saveRows, {
      params: { id: count.id },
      body: { version: count.version, rows: [{ article_id: place.article('NO-1001'), counted: '1' }] },
    })
    expect(stale.statusCode).toBe(409)
    expect(await rowOf(count.id, 'NO-1001')).toMatchObject({ counted: '7', difference: '-1' })
    const wrong = await admin.request(e.saveRows, {
      params: { id: count.id },
      body: { version: saved.version, rows: [{ article_id: place.article('NO-1001'), counted: '-1' }] },
      locale: 'sv',
    })
    expect(wrong.statusCode).toBe(422)
    const foreign = await admin.request(e.saveRows, {
      params: { id: count.id },
      body: { version: saved.version, rows: [{ article_id: crypto.randomUUID(), counted: '1' }] },
      locale: 'en',
    })
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors['rows.0.article_id']).toEqual(['No article of your company has this id'])
    // A cleared count is uncounted again.
    expect(await save(saved, [['NO-3001', '']])).toMatchObject({ counted_rows: 1 })
  })

  it('imports counted quantities from CSV, refusing the whole file with every wrong row named', async () => {
    const count = await create('STH-01')
    const wrongFile = ['Article id;Quantity', 'NO-1001;5', 'NO-9999;3', 'NO-2001;-2', 'no-1001;4', ';1'].join(
      '\n',
    )
    const messages = async (locale: Locale) => {
      const response = await upload(admin, count.id, wrongFile, 'count.csv', locale)
      expect(response.statusCode, response.body).toBe(422)
      return response.json() as { message: string; errors: Record<string, string[]> }
    }
    expect(await messages('en')).toEqual({
      message: '4 rows of the file need correcting; nothing was imported',
      code: 'stockCounts.import.invalid',
      errors: {
        'rows.3.A': ['Row 3: no article has the id NO-9999'],
        'rows.4.B': ['Row 4: column B must be a quantity of 0 or more with at most 3 decimals, not "-2"'],
        'rows.5.A': ['Row 5: article no-1001 is already counted on row 2'],
        'rows.6.A': ['Row 6: column A must hold the article id'],
      },
    })
    const sv = await messages('sv')
    expect(sv.message).toBe('4 rader i filen behöver rättas; inget importerades')
    expect(sv.errors['rows.3.A']).toEqual(['Rad 3: ingen artikel har id NO-9999'])
    expect((await admin.call(e.get, { params: { id: count.id } })).counted_rows).toBe(0)

    const imported = await admin.call(e.get, { params: { id: count.id } }).then(async () => {
      const response = await upload(admin, count.id, 'NO-1001,6\nNO-2001,"20,5"\nNO-3001,1\n')
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    })
    expect(imported).toMatchObject({ rows: 3, added: 1, count: { counted_rows: 3, row_count: 3 } })
    expect(await rowOf(count.id, 'NO-2001')).toMatchObject({ counted: '20.5', difference: '-3.5' })
    const notAFile = await upload(admin, count.id, 'x', 'count.pdf')
    expect(notAFile.statusCode).toBe(422)
  })

  it('imports an Excel workbook the same way', async () => {
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Count')
    sheet.addRow(['Artikel-id', 'Antal'])
    sheet.addRow(['NO-1001', 9])
    sheet.addRow(['NO-2001', 21])
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
    const count = await create('STH-01')
    const response = await upload(admin, count.id, bytes, 'count.xlsx')
    expect(response.statusCode, response.body).toBe(200)
    expect(await rowOf(count.id, 'NO-2001')).toMatchObject({ counted: '21', difference: '-3' })
  })

  it('completes as a job: on hand becomes what was counted, uncounted rows are left alone, once', async () => {
    const count = await create('STH-01')
    const before = { sweater: await onHand('NO-2001', 'STH-01') }
    const saved = await save(count, [
      ['NO-1001', '5'],
      ['NO-3001', '4'],
    ])
    const started = await admin.call(e.complete, {
      params: { id: count.id },
      body: { version: saved.version },
    })
    expect(started.job_status).not.toBeNull()
    // A second click while it runs, and one after, each find it under way or done.
    const again = await admin.call(e.complete, { params: { id: count.id }, body: { version: saved.version } })
    expect(again.status === 'completed' || again.completing).toBe(true)
    const done = await completed(count.id)
    expect(done).toMatchObject({ completing: false, progress: 100, completed_by_name: 'Anna Berg' })
    expect(done.completed_at).not.toBeNull()
    expect(await onHand('NO-1001', 'STH-01')).toBe('5')
    expect(await onHand('NO-3001', 'STH-01')).toBe('4')
    expect(await onHand('NO-2001', 'STH-01')).toBe(before.sweater)
    expect(await rowOf(count.id, 'NO-1001')).toMatchObject({ counted: '5', difference: '-3' })
    const ledger = await admin.call(inventoryEndpoints.ledger, {
      params: { article_id: place.article('NO-1001'), warehouse_id: place.warehouse('STH-01') },
    })
    expect(ledger.data[0]).toMatchObject({
      document_type: 'stock_count',
      document_label: count.number,
      quantity: '-3',
    })
    const third = await admin.call(e.complete, { params: { id: count.id }, body: { version: 0 } })
    expect(third.status).toBe('completed')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await onHand('NO-1001', 'STH-01')).toBe('5')
    const entries = await admin.call(inventoryEndpoints.ledger, {
      params: { article_id: place.article('NO-1001'), warehouse_id: place.warehouse('STH-01') },
    })
    expect(entries.data.filter((entry) => entry.document_id === count.id)).toHaveLength(1)
    // A completed count takes no edit, no import and no cancel.
    const closed = [
      toCall(e.saveRows, {
        params: { id: count.id },
        body: { version: done.version, rows: [{ article_id: place.article('NO-1001'), counted: '1' }] },
      }),
      toCall(e.cancel, { params: { id: count.id }, body: { version: done.version }, locale: 'en' }),
    ]
    await expectStatusForEach(admin, closed, 409)
    expect((await admin.send(closed[1]!)).json().message).toBe(
      'The stock count is completed and can no longer be changed',
    )
    expect((await upload(admin, count.id, 'NO-1001,1')).statusCode).toBe(409)
    expect(await mismatches()).toEqual([])
  })

  it('refuses to complete a count with nothing counted', async () => {
    const count = await create('GOT-DC')
    const refused = await admin.request(e.complete, {
      params: { id: count.id },
      body: { version: count.version },
    })
    expect(refused.statusCode).toBe(409)
  })

  it('cancels without changing stock, once; a cancelled count cannot be completed', async () => {
    const count = await create('GOT-DC')
    const before = await onHand('NO-2002', 'GOT-DC')
    const saved = await save(count, [['NO-2002', '99']])
    const cancelled = await admin.call(e.cancel, {
      params: { id: count.id },
      body: { version: saved.version },
    })
    expect(cancelled.status).toBe('cancelled')
    expect(
      (await admin.call(e.cancel, { params: { id: count.id }, body: { version: saved.version } })).status,
    ).toBe('cancelled')
    const complete = await admin.request(e.complete, {
      params: { id: count.id },
      body: { version: cancelled.version },
    })
    expect(complete.statusCode).toBe(409)
    expect(await onHand('NO-2002', 'GOT-DC')).toBe(before)
    expect(
      (await admin.call(e.list, { query: { filter: { status: 'cancelled' } } })).data.map((c) => c.id),
    ).toContain(count.id)
    expect(await mismatches()).toEqual([])
  })

  it('asks for the permissions: the purchaser reads counts but changes none', async () => {
    const count = await create('STH-01', 'permissions')
    const writes = [
      toCall(e.create, { body: { warehouse_id: place.warehouse('STH-01'), counted_on: '2026-11-25' } }),
      toCall(e.saveRows, {
        params: { id: count.id },
        body: { version: count.version, rows: [{ article_id: place.article('NO-1001'), counted: '1' }] },
      }),
      toCall(e.complete, { params: { id: count.id }, body: { version: count.version } }),
      toCall(e.cancel, { params: { id: count.id }, body: { version: count.version } }),
    ]
    await expectStatusForEach(clients.buyer, writes, 403)
    expect((await upload(clients.buyer, count.id, 'NO-1001,1')).statusCode).toBe(403)
    await clients.buyer.call(e.get, { params: { id: count.id } })
    const reads = [
      toCall(e.list),
      toCall(e.get, { params: { id: count.id } }),
      toCall(e.rows, { params: { id: count.id } }),
    ]
    await expectStatusForEach(clients.guest, reads, 401)
    await restrictPurchasers(admin, ['list.products'])
    await expectStatusForEach(clients.buyer, reads, 403)
    await restrictPurchasers(admin, ['view.inv.stockcounts', 'manage.inventory'])
  })

  it("keeps another company's counts hidden: every call with its id answers 404", async () => {
    const count = await create('STH-01', 'secret count')
    const id = { id: count.id }
    await expectHiddenFrom(
      clients.baltic,
      [
        toCall(e.get, { params: id }),
        toCall(e.rows, { params: id }),
        toCall(e.saveRows, {
          params: id,
          body: { version: count.version, rows: [{ article_id: place.article('NO-1001'), counted: '1' }] },
        }),
        toCall(e.complete, { params: id, body: { version: count.version } }),
        toCall(e.cancel, { params: id, body: { version: count.version } }),
      ],
      ['secret count', count.number],
    )
    expect((await upload(clients.baltic, count.id, 'NO-1001,1')).statusCode).toBe(404)
    const theirs = await clients.baltic.request(e.list, {})
    expect(theirs.statusCode === 403 || !theirs.body.includes(count.id)).toBe(true)
  })
})
