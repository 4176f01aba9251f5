import { articleEndpoints as articles, articleImportEndpoints as imports, type Locale } from '@scm/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { jobsSettled, storedJob } from '../../testing/jobs.ts'
import { demoClients, type Session, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let buyer: ApiClient
let baltic: ApiClient
let session: Session

// The file goes as the raw body with its own content type, which the API client does not send.
const upload = (
  fileName: string,
  bytes: Uint8Array | string,
  contentType = 'text/csv',
  locale: Locale = 'en',
) =>
  t.app.inject({
    method: 'POST',
    url: toCall(imports.upload, { query: { file_name: fileName }, locale }).url,
    headers: { ...session.headers, 'content-type': contentType },
    payload: Buffer.from(bytes),
  })

// 50 rows: the 17th has an EAN with a wrong check digit; JRN-001 exists already (it is updated).
const csv = [
  'Artikel-id;Namn;Kategori;Färg;EAN;Vikt kg;Förnybar',
  ...Array.from({ length: 50 }, (_, i) => {
    const code = `IMP-${String(i + 1).padStart(3, '0')}`
    const ean = i === 16 ? '4006381333932' : ''
    return `${code};Imported ${i + 1};Knitwear;Navy;${ean};0,${i + 10};${i % 2 ? 'ja' : 'nej'}`
  }),
].join('\n')

beforeAll(async () => {
  t = await createTestApp({ jobs: { pollMs: 50 } })
  ;({ buyer, baltic } = await demoClients(t.app))
  session = await signIn(t.app, 'buyer@nordic.demo')
  await buyer.call(articles.create, { body: { code: 'IMP-050', name: 'Before the import' } })
})
afterAll(() => t.close())

describe('article import', () => {
  let importId: string

  it('reads a CSV with semicolons and suggests the mapping from Swedish headings', async () => {
    const response = await upload('articles.csv', csv)
    expect(response.statusCode, response.body).toBe(201)
    const stored = response.json()
    importId = stored.id
    expect(stored).toMatchObject({ file_name: 'articles.csv', row_count: 50, status: 'uploaded' })
    expect(stored.headers).toEqual(['Artikel-id', 'Namn', 'Kategori', 'Färg', 'EAN', 'Vikt kg', 'Förnybar'])
    expect(stored.sample.slice(0, 2)).toEqual(['IMP-001', 'Imported 1'])
    expect(stored.mapping).toMatchObject({
      code: 0,
      name: 1,
      category: 2,
      color: 3,
      ean: 4,
      weight: 5,
      renewable: 6,
      size: null,
    })
  })

  it('dry-runs: lists every row error with row, column and message, and changes nothing', async () => {
    const mapping = { code: 0, name: 1, category: 2, color: 3, ean: 4, weight: 5, renewable: 6 }
    // Unparsed: the dry run's answer is checked whole.
    const response = await buyer.request(imports.check, {
      params: { id: importId },
      body: { mapping },
      locale: 'en',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      rows: 50,
      valid: 49,
      create: 48,
      update: 1,
      errors: [
        {
          row: 18,
          column: 'EAN',
          message: 'Enter a valid EAN (8, 12, 13 or 14 digits with a correct check digit)',
        },
      ],
    })
    const wrong = await buyer.call(imports.check, {
      params: { id: importId },
      body: { mapping: { ...mapping, color: 2, category: null } },
      locale: 'sv',
    })
    expect(wrong.errors).toHaveLength(51)
    expect(wrong.errors[0]).toEqual({
      row: 2,
      column: 'Kategori',
      message: 'Inget i listan heter "Knitwear"',
    })
    expect((await buyer.call(articles.list, { query: { search: 'IMP-0' } })).meta.total).toBe(1)
  })

  it('refuses a mapping without the article ID or with a column used twice', async () => {
    const response = await buyer.request(imports.check, {
      params: { id: importId },
      body: { mapping: { code: null, name: 1, color: 1 } },
      locale: 'en',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      'mapping.code': ['This field is required'],
      'mapping.color': ['A column can be mapped to one field only'],
    })
  })

  it('imports the valid rows as a job, once, and reports what it created and updated', async () => {
    const mapping = { code: 0, name: 1, category: 2, color: 3, ean: 4, weight: 5, renewable: 6 }
    const call = { params: { id: importId }, body: { mapping } }
    await buyer.call(imports.check, call)
    const [first, second] = await Promise.all([
      buyer.request(imports.start, call),
      buyer.request(imports.start, call),
    ])
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    expect(first.json().job_id).toBeTruthy()
    expect(second.json().job_id).toBe(first.json().job_id)
    await jobsSettled(t.platform.db, 15000)
    const done = await buyer.call(imports.get, { params: { id: importId } })
    expect(done).toMatchObject({
      status: 'completed',
      created_count: 48,
      updated_count: 1,
      skipped_count: 1,
      progress: 100,
    })
    const job = await storedJob(t.platform.db, done.job_id!)
    expect(job).toMatchObject({ name: 'articles.import', status: 'completed' })
    expect(job.log.at(-1)?.line).toBe('Import finished: 48 created, 1 updated')
    const search = async (text: string) => (await buyer.call(articles.list, { query: { search: text } })).data
    expect(
      (await buyer.call(articles.list, { query: { search: 'IMP-0', per_page: '100' } })).meta.total,
    ).toBe(49)
    const updated = (await search('IMP-050'))[0]
    expect(updated).toMatchObject({
      name: 'Imported 50',
      category_name: 'Knitwear',
      color_name: 'Navy',
      version: 1,
    })
    const imported = (await search('IMP-002'))[0]!
    const detail = await buyer.call(articles.get, { params: { id: imported.id } })
    expect(detail).toMatchObject({ weight: '0.11', renewable: true })
    expect((await buyer.call(imports.start, call)).status).toBe('completed')
    expect((await buyer.request(imports.check, call)).statusCode).toBe(409)
  })

  it('reads an Excel file', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Articles')
    sheet.addRow(['Article ID', 'Name', 'Lead time days'])
    sheet.addRow(['XLS-1', 'From Excel', 30])
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
    const response = await upload(
      'range.xlsx',
      bytes,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ row_count: 1, sample: ['XLS-1', 'From Excel', '30'] })
    expect(response.json().mapping).toMatchObject({ code: 0, name: 1, lead_time_days: 2 })
  })

  it('refuses a file with a NUL in a cell, naming its row', async () => {
    const nul = await upload('articles.csv', 'Article ID,Name\nA-1,Fine\nA-2,Bad\u0000name', 'text/csv', 'sv')
    expect(nul.statusCode).toBe(422)
    expect(nul.json().errors).toEqual({
      file: [
        'Rad 3 i filen innehåller ett styrtecken eller ett trasigt tecken. Ta bort det och försök igen.',
      ],
    })
  })

  it('refuses a file of 1 MB or more with 413, and another type with 422, storing nothing', async () => {
    const big = `Article ID,Name\n${'X-1,Long name\n'.repeat(80_000)}`
    const tooLarge = await upload('big.csv', big)
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().message).toBe(
      'The file is larger than 1 MB. Split it into smaller files and import them one by one.',
    )
    const justUnder = await upload('under.csv', `Article ID,Name\nU-1,${'x'.repeat(1024 * 1024 - 40)}`)
    expect(justUnder.statusCode).toBe(201)
    const pdf = await upload('articles.pdf', '%PDF-1.4 something', 'application/pdf', 'sv')
    expect(pdf.statusCode).toBe(422)
    expect(pdf.json().errors).toEqual({
      file: ['Endast CSV-filer (.csv) och Excel-filer (.xlsx) kan importeras'],
    })
    const fakeExcel = await upload('articles.xlsx', 'Article ID,Name\nA,B')
    expect(fakeExcel.statusCode).toBe(422)
    const headerOnly = await upload('empty.csv', 'Article ID,Name\n')
    expect(headerOnly.json().errors).toEqual({ file: ['The file has a header row but no articles'] })
  })

  it('hides an import from another company and needs list.products', async () => {
    await expectHiddenFrom(
      baltic,
      [
        toCall(imports.get, { params: { id: importId } }),
        toCall(imports.check, { params: { id: importId }, body: { mapping: { code: 0, name: 1 } } }),
        toCall(imports.start, { params: { id: importId }, body: { mapping: { code: 0, name: 1 } } }),
      ],
      ['articles.csv', 'IMP-001'],
    )
    const guest = await t.app.inject({
      method: 'POST',
      url: toCall(imports.upload, { query: { file_name: 'a.csv' } }).url,
      payload: 'a',
    })
    expect(guest.statusCode).toBe(401)
    await expectStatusForEach(baltic, [toCall(imports.get, { params: { id: 'null' } })], 404)
  })
})
