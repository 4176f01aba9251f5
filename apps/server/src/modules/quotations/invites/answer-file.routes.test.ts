import {
  type AnswerFile,
  type AnyEndpoint,
  guestQuotationInviteEndpoints as guestInvite,
  quotationInviteEndpoints as invites,
  type QuotationInvite,
  quotationEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../../platform/db/rows.ts'
import { FileMissingError, readStoredFile } from '../../../platform/files/file-store.ts'
import { type ApiClient, type Call, expectFieldError, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { lastLinkToken } from '../../../testing/outbox-mail.ts'
import { samplePdf } from '../../../testing/sample-files.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'

const day = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10)
const porto = 'answers@porto.example'

let t: TestApp
let admin: ApiClient
let baltic: ApiClient
let guest: ApiClient
let quotationId: string
let balticInvite: QuotationInvite
let portoToken: string

// The multipart form a browser sends; the contract types the body as its File.
const form = (name: string, content = `${samplePdf}${name}`, type = 'application/pdf') => {
  const body = new FormData()
  body.append('file', new Blob([content], { type }), name)
  return body
}
const uploadCall = (endpoint: AnyEndpoint, params: Record<string, string>, name: string, type?: string) => ({
  ...toCall(endpoint, { params } as never),
  payload: form(name, undefined, type),
})
const fileCriterion = () => balticInvite.criteria.findIndex((criterion) => criterion.type === 'file')

async function uploaded(client: ApiClient, call: Call) {
  const response = await client.send(call)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as AnswerFile
}
const balticUpload = (name: string, criterionId = balticInvite.criteria[fileCriterion()]!.id) =>
  uploadCall(invites.uploadAnswerFile, { id: balticInvite.id, criterionId }, name)

// The whole response with the file criterion answered by `value` and the text one by words.
const responseBody = (invite: QuotationInvite, value: string | null) => ({
  answers: invite.criteria.map((criterion) => ({
    criterion_id: criterion.id,
    value: criterion.type === 'file' ? value : 'Taped seams, 20 mm',
  })),
  offers: [],
  comment: null,
  valid_until: null,
  version: invite.version,
})
const saveBaltic = async (value: string | null) => {
  const current = await baltic.call(invites.get, { params: { id: balticInvite.id } })
  balticInvite = await baltic.call(invites.saveResponse, {
    params: { id: balticInvite.id },
    body: responseBody(current, value),
  })
  return balticInvite
}
const sendBaltic = async () => {
  balticInvite = await baltic.call(invites.sendResponse, {
    params: { id: balticInvite.id },
    body: { version: balticInvite.version },
  })
}
const buyerDownload = (fileId: string) =>
  admin.request(quotationEndpoints.downloadAnswerFile, { params: { id: quotationId, fileId } })
const comparedFile = async () => {
  const comparison = await admin.call(quotationEndpoints.comparison, { params: { id: quotationId } })
  const criterion = comparison.criteria.find((each) => each.type === 'file')!
  return criterion.answers.find((answer) => answer.invite_id === balticInvite.id)?.file ?? null
}

// Read as the database's owner: the key is the server's, never in an answer.
async function storageKeyOf(fileId: string) {
  const [row] = await rows<{ storage_key: string }>(
    t.database.db,
    sql`select storage_key from quotation_answer_files where id = ${fileId}`,
  )
  return row!.storage_key
}

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, baltic, guest } = await demoClients(t.app))
  const draft = await admin.call(quotationEndpoints.create, {
    body: { name: 'Shell jackets audit AW27', currency: 'EUR', deadline: inDays(10) },
  })
  await admin.call(quotationEndpoints.saveCriteria, {
    params: { id: draft.id },
    body: {
      criteria: [
        { block: 'labor-legal', name: 'Social audit report', type: 'file', required: true },
        { block: 'product-quality', name: 'How are seams sealed?', type: 'text' },
      ],
      version: 0,
    },
  })
  const suppliers = (await admin.call(supplierEndpoints.list, { query: { sort: 'name' } })).data
  const balticSupplier = suppliers.find((supplier) => supplier.name.startsWith('Baltic'))!
  await admin.call(quotationEndpoints.saveSuppliers, {
    params: { id: draft.id },
    body: {
      suppliers: [{ supplier_id: balticSupplier.id }, { name: 'Porto Knit', email: porto }],
      version: 1,
    },
  })
  const sent = await admin.call(quotationEndpoints.send, { params: { id: draft.id }, body: { version: 2 } })
  quotationId = sent.id
  const balticId = sent.suppliers.find((supplier) => supplier.email !== porto)!.id
  balticInvite = await baltic.call(invites.get, { params: { id: balticId } })
  portoToken = await lastLinkToken(t.database.db, porto, 'guest-link', '/guest/quotation-invites/')
})
afterAll(() => t.close())

describe(`a file criterion answered by upload (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let report: AnswerFile

  it('blocks sending while a required file criterion has no file', async () => {
    await saveBaltic(null)
    const response = await baltic.request(invites.sendResponse, {
      params: { id: balticInvite.id },
      body: { version: balticInvite.version },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      [`answers.${fileCriterion()}.value`]: ['This criteria is mandatory'],
    })
  })

  it('takes a file only for a file criterion of its own open invite, of a listed type', async () => {
    const text = balticInvite.criteria.find((criterion) => criterion.type === 'text')!
    await expectFieldError(baltic, balticUpload('audit.pdf', text.id), 'file', {
      en: 'Only a file criterion is answered with a file',
      sv: 'Bara ett filkriterium besvaras med en fil',
    })
    await expectHiddenFrom(baltic, [balticUpload('audit.pdf', crypto.randomUUID())])
    const page = await baltic.send(balticUpload('audit.html'))
    expect(page.statusCode).toBe(422)
    expect(Object.keys(page.json().errors)).toEqual(['file'])
  })

  it('keeps an upload as the working answer, which the buyer does not see until it is sent', async () => {
    report = await uploaded(baltic, balticUpload('Social audit 2026.pdf'))
    expect(report).toMatchObject({ file_name: 'Social audit 2026.pdf', content_type: 'application/pdf' })
    const index = fileCriterion()
    await expectFieldError(
      baltic,
      toCall(invites.saveResponse, {
        params: { id: balticInvite.id },
        body: responseBody(balticInvite, crypto.randomUUID()),
      }),
      `answers.${index}.value`,
      {
        en: 'This file is not uploaded for this criterion: upload it again',
        sv: 'Filen är inte uppladdad för det här kriteriet: ladda upp den igen',
      },
    )
    await expectFieldError(
      baltic,
      toCall(invites.saveResponse, {
        params: { id: balticInvite.id },
        body: responseBody(balticInvite, 'x'),
      }),
      `answers.${index}.value`,
      { en: 'A file is answered by uploading it', sv: 'En fil besvaras genom att laddas upp' },
    )
    const saved = await saveBaltic(report.id)
    expect(saved.answers.find((answer) => answer.value === report.id)?.file).toEqual(report)
    const own = await baltic.request(invites.downloadAnswerFile, {
      params: { id: balticInvite.id, fileId: report.id },
    })
    expect(own.statusCode).toBe(200)
    expect(own.body).toBe(`${samplePdf}Social audit 2026.pdf`)
    expect(own.headers['content-disposition']).toContain('Social audit 2026.pdf')
    expect(await comparedFile()).toBeNull()
    expect((await buyerDownload(report.id)).statusCode).toBe(404)
  })

  it('shows the buyer the sent file, and a replacement only once it is sent again', async () => {
    await sendBaltic()
    expect(await comparedFile()).toEqual(report)
    const sent = await buyerDownload(report.id)
    expect(sent.statusCode).toBe(200)
    expect(sent.body).toBe(`${samplePdf}Social audit 2026.pdf`)

    const draft = await uploaded(baltic, balticUpload('Draft audit.pdf'))
    const replacement = await uploaded(baltic, balticUpload('Social audit 2027.pdf'))
    // The draft upload no answer named is gone with the next upload to the criterion.
    const dropped = await baltic.request(invites.downloadAnswerFile, {
      params: { id: balticInvite.id, fileId: draft.id },
    })
    expect(dropped.statusCode).toBe(404)
    await saveBaltic(replacement.id)
    expect(await comparedFile()).toEqual(report)
    expect((await buyerDownload(replacement.id)).statusCode).toBe(404)

    const replacedKey = await storageKeyOf(report.id)
    await sendBaltic()
    expect(await comparedFile()).toEqual(replacement)
    expect((await buyerDownload(replacement.id)).statusCode).toBe(200)
    expect((await buyerDownload(report.id)).statusCode).toBe(404)
    // Its bytes went once the send that let go of it was committed.
    await expect(readStoredFile(t.platform.files, replacedKey)).rejects.toThrow(FileMissingError)
  })

  it('removes a file with the answer, and then refuses to send without one', async () => {
    const before = await baltic.call(invites.get, { params: { id: balticInvite.id } })
    const file = before.answers.find((answer) => answer.file)!.file!
    await saveBaltic(null)
    // Still the buyer's until the change is sent.
    expect((await buyerDownload(file.id)).statusCode).toBe(200)
    const refused = await baltic.request(invites.sendResponse, {
      params: { id: balticInvite.id },
      body: { version: balticInvite.version },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('Response is not specified for some required criteria')
    await saveBaltic((await uploaded(baltic, balticUpload('Social audit 2027.pdf'))).id)
    await sendBaltic()
  })

  it('lets an external supplier upload by its link, and no one reach another supplier’s file', async () => {
    const mine = await guest.call(guestInvite.get, { params: { token: portoToken } })
    const criterionId = mine.criteria.find((criterion) => criterion.type === 'file')!.id
    const portoFile = await uploaded(
      guest,
      uploadCall(guestInvite.uploadAnswerFile, { token: portoToken, criterionId }, 'Porto audit.pdf'),
    )
    const saved = await guest.call(guestInvite.saveResponse, {
      params: { token: portoToken },
      body: responseBody(mine, portoFile.id),
    })
    expect(saved.answers.find((answer) => answer.file)?.file).toEqual(portoFile)
    const ownDownload = await guest.request(guestInvite.downloadAnswerFile, {
      params: { token: portoToken, fileId: portoFile.id },
    })
    expect(ownDownload.statusCode).toBe(200)

    const balticFile = balticInvite.answers.find((answer) => answer.file)!.file!
    await expectHiddenFrom(
      baltic,
      [
        toCall(invites.downloadAnswerFile, { params: { id: mine.id, fileId: portoFile.id } }),
        toCall(invites.downloadAnswerFile, { params: { id: balticInvite.id, fileId: portoFile.id } }),
        balticUploadTo(mine.id, criterionId),
      ],
      ['Porto'],
    )
    // The buyer's way in is not another company's, not even the supplier's whose file it is.
    await expectHiddenFrom(baltic, [
      toCall(quotationEndpoints.downloadAnswerFile, { params: { id: quotationId, fileId: balticFile.id } }),
    ])
    await expectHiddenFrom(guest, [
      toCall(guestInvite.downloadAnswerFile, { params: { token: portoToken, fileId: balticFile.id } }),
    ])
    // Unsent, the guest's file is not the buyer's to read.
    expect((await buyerDownload(portoFile.id)).statusCode).toBe(404)
  })

  it('refuses a dead link before reading the file, and any upload once the request is closed', async () => {
    const dead = await guest.send(
      uploadCall(
        guestInvite.uploadAnswerFile,
        { token: 'x'.repeat(43), criterionId: crypto.randomUUID() },
        'audit.pdf',
      ),
    )
    expect(dead.statusCode).toBe(404)
    const quotation = await admin.call(quotationEndpoints.get, { params: { id: quotationId } })
    await admin.call(quotationEndpoints.close, {
      params: { id: quotationId },
      body: { version: quotation.version },
    })
    expect((await baltic.send(balticUpload('late.pdf'))).statusCode).toBe(409)
    // What was sent stays the buyer's to read.
    const sent = (await comparedFile())!
    const stored = await buyerDownload(sent.id)
    expect(stored.statusCode).toBe(200)
    expect(stored.body).toBe(`${samplePdf}Social audit 2027.pdf`)
  })
})

const balticUploadTo = (id: string, criterionId: string) =>
  uploadCall(invites.uploadAnswerFile, { id, criterionId }, 'audit.pdf')
