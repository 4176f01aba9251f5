import {
  articleEndpoints,
  guestQuotationInviteEndpoints as guestInvite,
  libraryFileEndpoints,
  notificationEndpoints,
  type QuotationLibraryBody,
  questionEndpoints,
  quotationEndpoints,
  quotationInviteEndpoints,
  quotationTemplateEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { lastLinkToken, mailTo } from '../../testing/outbox-mail.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

const day = 86_400_000
// Dates counted from today: the suite runs on any day (decision 0021).
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10)
const porto = 'rfq@porto.example'

let t: TestApp
let clients: Awaited<ReturnType<typeof demoClients>>
let admin: ApiClient
beforeAll(async () => {
  t = await createTestApp()
  clients = await demoClients(t.app)
  admin = clients.admin
})
afterAll(() => t.close())

// A draft asked of Baltic (in the app) and Porto (by link), with an article so it can be sent.
async function draftQuotation(name: string) {
  const template = (await admin.call(quotationTemplateEndpoints.list, { query: { search: 'Outerwear' } }))
    .data[0]!
  const draft = await admin.call(quotationEndpoints.create, {
    body: { name, currency: 'EUR', template_id: template.id, deadline: inDays(20) },
  })
  const article = (await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })).data[0]!
  await admin.call(quotationEndpoints.saveItems, {
    params: { id: draft.id },
    body: { items: [{ article_id: article.id, quantity: '100' }], version: 0 },
  })
  const suppliers = (await admin.call(supplierEndpoints.list, { query: { sort: 'name' } })).data
  const baltic = suppliers.find((supplier) => supplier.name.startsWith('Baltic'))!
  await admin.call(quotationEndpoints.saveSuppliers, {
    params: { id: draft.id },
    body: { suppliers: [{ supplier_id: baltic.id }, { name: 'Porto Knit', email: porto }], version: 1 },
  })
  return draft.id
}

// The demo's questions and documents: active and retired questions, a valid and an expired document.
async function library() {
  const questions = (await admin.call(questionEndpoints.list, { query: { per_page: 'all' } })).data
  const files = (await admin.call(libraryFileEndpoints.list, { query: { per_page: 'all' } })).data
  const file = (title: string) => files.find((row) => row.title === title)!
  return {
    active: questions.filter((question) => question.active),
    retired: questions.find((question) => !question.active)!,
    manual: file('Quality manual'),
    packaging: file('Packaging guide'),
  }
}

const attach = (id: string, body: QuotationLibraryBody) =>
  toCall(quotationEndpoints.saveLibrary, { params: { id }, body })

describe('a quotation carries questions and documents of the buyer’s libraries', () => {
  it('attaches, copies what was attached, and refuses what is not the buyer’s to attach', async () => {
    const id = await draftQuotation('Library parkas')
    const { active, retired, manual, packaging } = await library()
    const saved = await admin.call(quotationEndpoints.saveLibrary, {
      params: { id },
      body: {
        question_ids: [active[1]!.id, active[0]!.id],
        file_version_ids: [manual.current_version_id, packaging.current_version_id],
        version: 2,
      },
    })
    expect(saved.version).toBe(3)
    expect(saved.questions.map((q) => [q.question_id, q.question, q.answer])).toEqual(
      [active[1]!, active[0]!].map((q) => [q.id, q.question, q.answer]),
    )
    expect(saved.files.map((f) => [f.title, f.number, f.file_name, f.expired])).toEqual([
      ['Quality manual', manual.current_number, manual.file_name, false],
      ['Packaging guide', packaging.current_number, packaging.file_name, true],
    ])
    expect(saved.files[0]!.content_type).toBe('application/pdf')

    // A later edit of the library does not change what the quotation carries.
    const question = active[1]!
    await admin.call(questionEndpoints.update, {
      params: { id: question.id },
      body: {
        question: question.question,
        answer: 'Changed in the library',
        category: question.category,
        active: true,
        version: question.version,
      },
    })
    const again = await admin.call(quotationEndpoints.get, { params: { id } })
    expect(again.questions[0]!.answer).toBe(question.answer)

    await expectFieldError(
      admin,
      attach(id, { question_ids: [retired.id], file_version_ids: [], version: 3 }),
      'question_ids',
      { en: 'Pick active questions from the question library', sv: 'Välj aktiva frågor ur frågebanken' },
    )
    await expectFieldError(
      admin,
      attach(id, { question_ids: [crypto.randomUUID()], file_version_ids: [], version: 3 }),
      'question_ids',
      { en: 'Pick active questions from the question library', sv: 'Välj aktiva frågor ur frågebanken' },
    )
    await expectFieldError(
      admin,
      attach(id, { question_ids: [], file_version_ids: [crypto.randomUUID()], version: 3 }),
      'file_version_ids',
      {
        en: 'Choose versions of documents in your file library',
        sv: 'Välj versioner av dokument i ert filbibliotek',
      },
    )
    const stale = await admin.send(attach(id, { question_ids: [], file_version_ids: [], version: 2 }))
    expect(stale.statusCode).toBe(409)

    const download = await admin.request(quotationEndpoints.downloadFile, {
      params: { id, versionId: manual.current_version_id },
    })
    expect(download.statusCode).toBe(200)
    expect(download.body.startsWith('%PDF-1.4')).toBe(true)
    expect(download.headers['content-disposition']).toContain(manual.file_name)
  })

  it('lets the supplier and the guest read and download what was attached, and nothing else', async () => {
    const id = await draftQuotation('Library sent')
    const other = await draftQuotation('Library other')
    const { active, manual, packaging } = await library()
    await admin.call(quotationEndpoints.saveLibrary, {
      params: { id },
      body: { question_ids: [active[0]!.id], file_version_ids: [manual.current_version_id], version: 2 },
    })
    // Another quotation carries another document, which this quotation's suppliers must not reach.
    await admin.call(quotationEndpoints.saveLibrary, {
      params: { id: other },
      body: { question_ids: [], file_version_ids: [packaging.current_version_id], version: 2 },
    })
    // The other is sent first, so Porto's latest link is this quotation's.
    await admin.call(quotationEndpoints.send, { params: { id: other }, body: { version: 3 } })
    const sent = await admin.call(quotationEndpoints.send, { params: { id }, body: { version: 3 } })
    // A clarification after sending: a second question is added to the quotation in progress.
    const clarified = await admin.call(quotationEndpoints.saveLibrary, {
      params: { id },
      body: {
        question_ids: [active[0]!.id, active[2]!.id],
        file_version_ids: [manual.current_version_id],
        version: sent.version,
      },
    })
    expect(clarified.questions).toHaveLength(2)

    const { baltic, guest } = clients
    // The suppliers answering hear what was added: Baltic in its bell, Porto by mail.
    await expect
      .poll(async () =>
        (await baltic.call(notificationEndpoints.list, {})).data
          .filter((row) => row.type === 'quotation-clarified')
          .map((row) => row.data.message),
      )
      .toEqual([
        `Nordic Outdoor AB added to the request for quotation ${sent.number} Library sent: ${active[2]!.question}`,
      ])
    const [portoMail] = await mailTo(t.database.db, porto, 'notification')
    expect(portoMail!.subject).toBe(
      `Nordic Outdoor AB added to the request for quotation Library sent (${sent.number})`,
    )
    expect(portoMail!.text).toContain(active[2]!.question)
    const inviteId = sent.suppliers.find((supplier) => supplier.supplier_id !== null)!.id
    const invite = await baltic.call(quotationInviteEndpoints.get, { params: { id: inviteId } })
    expect(invite.questions.map((q) => q.question)).toEqual([active[0]!.question, active[2]!.question])
    expect(invite.files.map((f) => [f.title, f.expired])).toEqual([['Quality manual', false]])
    const own = { id: inviteId, versionId: manual.current_version_id }
    const download = await baltic.request(quotationInviteEndpoints.downloadFile, { params: own })
    expect(download.statusCode, download.body).toBe(200)
    expect(download.body.startsWith('%PDF-1.4')).toBe(true)
    const foreign = { id: inviteId, versionId: packaging.current_version_id }
    await expectHiddenFrom(baltic, [
      toCall(quotationInviteEndpoints.downloadFile, { params: foreign }),
      toCall(quotationEndpoints.downloadFile, { params: { id, versionId: manual.current_version_id } }),
      attach(id, { question_ids: [], file_version_ids: [], version: clarified.version }),
    ])

    const token = await lastLinkToken(t.database.db, porto, 'guest-link', '/guest/quotation-invites/')
    const opened = await guest.call(guestInvite.get, { params: { token } })
    expect(opened.questions).toHaveLength(2)
    expect(opened.files.map((f) => f.version_id)).toEqual([manual.current_version_id])
    const guestDownload = await guest.request(guestInvite.downloadFile, {
      params: { token, versionId: manual.current_version_id },
    })
    expect(guestDownload.statusCode, guestDownload.body).toBe(200)
    expect(guestDownload.body.startsWith('%PDF-1.4')).toBe(true)
    const notAttached = await guest.request(guestInvite.downloadFile, {
      params: { token, versionId: packaging.current_version_id },
    })
    expect(notAttached.statusCode).toBe(404)

    // A document deleted from the library since: each download says so.
    await admin.call(libraryFileEndpoints.remove, { params: { id: manual.id } })
    for (const locale of ['en', 'sv'] as const) {
      const gone = await baltic.request(quotationInviteEndpoints.downloadFile, { params: own, locale })
      expect(gone.statusCode).toBe(404)
      expect(gone.json().message).toBe(
        locale === 'en'
          ? 'This document has been deleted from the file library since it was attached'
          : 'Dokumentet har tagits bort ur filbiblioteket sedan det lades till',
      )
    }
    const buyerGone = await admin.request(quotationEndpoints.downloadFile, {
      params: { id, versionId: manual.current_version_id },
    })
    expect(buyerGone.statusCode).toBe(404)
    // What was sent still lists it.
    expect(
      (await baltic.call(quotationInviteEndpoints.get, { params: { id: inviteId } })).files,
    ).toHaveLength(1)
  })

  it('refuses to attach once the quotation is closed', async () => {
    const id = await draftQuotation('Library closed')
    const sent = await admin.call(quotationEndpoints.send, { params: { id }, body: { version: 2 } })
    const closed = await admin.call(quotationEndpoints.close, {
      params: { id },
      body: { version: sent.version },
    })
    const response = await admin.send(
      attach(id, { question_ids: [], file_version_ids: [], version: closed.version }),
    )
    expect(response.statusCode).toBe(409)
  })
})
