import {
  articleEndpoints,
  quotationContractEndpoints as contract,
  contractSectionAttachments,
  guestInviteContractEndpoints as guestContract,
  guestQuotationInviteEndpoints as guestInvite,
  guestLinkEndpoints,
  quotationGuestLinkEndpoints as links,
  quotationEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../../platform/jobs/job.table.ts'
import { type ApiClient, expectFieldError, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { jobsSettled } from '../../../testing/jobs.ts'
import { lastLinkToken, mailTo } from '../../../testing/outbox-mail.ts'
import { samplePdf } from '../../../testing/sample-files.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'

const day = 86_400_000
// Dates counted from today: the suite runs on any day (decision 0021).
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10)
const porto = 'rfq@porto.example'
const lisbon = 'sales@lisbon.example'
const linkPage = '/guest/quotation-invites/'

let t: TestApp
let admin: ApiClient
let baltic: ApiClient
let guest: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

// A quotation asked of Baltic (in the app) and two external suppliers (by link), sent.
async function sentQuotation(name: string) {
  const draft = await admin.call(quotationEndpoints.create, {
    body: { name, currency: 'EUR', deadline: inDays(20) },
  })
  const articles = (await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })).data
  await admin.call(quotationEndpoints.saveItems, {
    params: { id: draft.id },
    body: { items: [{ article_id: articles[0]!.id, quantity: '500' }], version: 0 },
  })
  const suppliers = (await admin.call(supplierEndpoints.list, { query: { sort: 'name' } })).data
  const balticSupplier = suppliers.find((supplier) => supplier.name.startsWith('Baltic'))!
  await admin.call(quotationEndpoints.saveSuppliers, {
    params: { id: draft.id },
    body: {
      suppliers: [
        { supplier_id: balticSupplier.id },
        { name: 'Porto Knit', email: porto },
        { name: 'Lisbon Wovens', email: lisbon },
      ],
      version: 1,
    },
  })
  const sent = await admin.call(quotationEndpoints.send, { params: { id: draft.id }, body: { version: 2 } })
  const inviteOf = (email: string | null) => sent.suppliers.find((supplier) => supplier.email === email)!.id
  return {
    id: sent.id,
    invites: {
      baltic: sent.suppliers.find((supplier) => supplier.supplier_id !== null)!.id,
      porto: inviteOf(porto),
      lisbon: inviteOf(lisbon),
    },
  }
}

const token = (to: string) => lastLinkToken(t.database.db, to, 'guest-link', linkPage)
const open = (linkToken: string, locale?: 'en' | 'sv') =>
  guest.request(guestInvite.get, { params: { token: linkToken }, ...(locale ? { locale } : {}) })
const guestLinkOf = async (id: string, inviteId: string) =>
  (await admin.call(quotationEndpoints.get, { params: { id } })).suppliers.find(
    (supplier) => supplier.id === inviteId,
  )!.guest_link
const noticesTo = async (to: string) => mailTo(t.database.db, to, 'notification')

async function runReminder(quotationId: string) {
  await t.database.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(
      and(
        eq(jobs.name, 'quotations.deadline-reminder'),
        sql`${jobs.payload}->>'quotationId' = ${quotationId}`,
      ),
    )
  t.platform.jobs.wake()
  await jobsSettled(t.database.db)
}

describe(`an external supplier's follow-ups (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let q: Awaited<ReturnType<typeof sentQuotation>>
  let portoToken: string
  let documentId: string

  beforeAll(async () => {
    q = await sentQuotation('Merino base layers AW27')
  })

  it('sends a supplier a new link: the old one stops working, the new one may need a password', async () => {
    const first = await token(porto)
    // Porto reads its page in Swedish: its later mail is in Swedish.
    expect((await open(first, 'sv')).statusCode).toBe(200)
    const params = { id: q.id, inviteId: q.invites.porto }
    await expectFieldError(admin, toCall(links.send, { params, body: { password: 'short' } }), 'password', {
      en: 'A link password must have at least 8 characters',
      sv: 'Ett lösenord för länken måste ha minst 8 tecken',
    })
    const link = await admin.call(links.send, { params, body: { password: 'porto-secret-1' } })
    expect(link).toMatchObject({ recipient_email: porto, status: 'active', password_required: true })
    portoToken = await token(porto)
    expect(portoToken).not.toBe(first)
    expect((await open(first)).statusCode).toBe(404)
    expect((await open(portoToken)).statusCode).toBe(401)
    const [mail] = await mailTo(t.database.db, porto, 'guest-link')
    expect(mail!.subject).toMatch(/ber dig om en offert: Merino base layers AW27/)
    expect(await guestLinkOf(q.id, q.invites.porto)).toMatchObject({
      status: 'active',
      password_required: true,
    })
    await guest.call(guestLinkEndpoints.signIn, {
      params: { token: portoToken },
      body: { email: porto, password: 'porto-secret-1' },
    })
    // The cookie is the browser's: the client here keeps none, so the link asks again.
    expect((await open(portoToken)).statusCode).toBe(401)
  })

  it('revokes a link at once, and again without harm; a supplier in the app has no link', async () => {
    const lisbonToken = await token(lisbon)
    expect((await open(lisbonToken)).statusCode).toBe(200)
    const params = { id: q.id, inviteId: q.invites.lisbon }
    const revoked = await admin.call(links.revoke, { params, locale: 'en' })
    expect(revoked.message).toBe('The link has been revoked')
    expect((await open(lisbonToken)).statusCode).toBe(404)
    expect(await guestLinkOf(q.id, q.invites.lisbon)).toMatchObject({ status: 'revoked' })
    expect((await admin.request(links.revoke, { params })).statusCode).toBe(200)
    const inApp = { id: q.id, inviteId: q.invites.baltic }
    expect((await admin.request(links.revoke, { params: inApp })).statusCode).toBe(404)
    const sent = await admin.request(links.send, { params: inApp, body: { password: null } })
    expect(sent.statusCode).toBe(404)
  })

  it('keeps the links from another company, which finds no such quotation', async () => {
    const params = { id: q.id, inviteId: q.invites.porto }
    await expectHiddenFrom(
      baltic,
      [toCall(links.send, { params, body: { password: null } }), toCall(links.revoke, { params })],
      [porto],
    )
    expect(await guestLinkOf(q.id, q.invites.porto)).toMatchObject({ status: 'active' })
  })

  it('lets the guest download the files of its quotation’s contract documents, no others', async () => {
    const document = await admin.call(contract.create, {
      params: { id: q.id },
      body: { kind: 'document', title: 'Framework agreement' },
    })
    documentId = document.id
    const topic = await admin.call(contract.create, {
      params: { id: q.id },
      body: { kind: 'topic', title: 'Payment terms' },
    })
    const file = await attach(document.id, 'Framework AW27.pdf')
    const other = await sentQuotation('Wool socks AW27')
    const otherToken = await token(porto)
    const otherDocument = await admin.call(contract.create, {
      params: { id: other.id },
      body: { kind: 'document', title: 'Other agreement' },
    })
    const otherFile = await attach(otherDocument.id, 'Other.pdf')

    // Signed in to Porto's first link again: its session cookie goes with each call.
    const firstToken = portoToken
    const signedIn = await guest.request(guestLinkEndpoints.signIn, {
      params: { token: firstToken },
      body: { email: porto, password: 'porto-secret-1' },
    })
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const asGuest = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
    const files = await asGuest(
      toCall(guestContract.files, { params: { token: firstToken, sectionId: document.id } }).url,
    )
    expect(files.statusCode, files.body).toBe(200)
    expect(files.json()).toEqual([
      expect.objectContaining({ id: file, file_name: 'Framework AW27.pdf', own: false }),
    ])
    const download = await asGuest(
      toCall(guestContract.downloadFile, {
        params: { token: firstToken, sectionId: document.id, attachmentId: file },
      }).url,
    )
    expect(download.statusCode, download.body).toBe(200)
    expect(download.body).toBe(`${samplePdf}Framework AW27.pdf`)

    const refused = [
      // Another quotation's document, by this link.
      toCall(guestContract.files, { params: { token: firstToken, sectionId: otherDocument.id } }),
      toCall(guestContract.downloadFile, {
        params: { token: firstToken, sectionId: otherDocument.id, attachmentId: otherFile },
      }),
      // Another quotation's file, under this quotation's document.
      toCall(guestContract.downloadFile, {
        params: { token: firstToken, sectionId: document.id, attachmentId: otherFile },
      }),
      // A topic has no files.
      toCall(guestContract.files, { params: { token: firstToken, sectionId: topic.id } }),
    ]
    for (const call of refused) expect((await asGuest(call.url)).statusCode, call.url).toBe(404)
    // The other quotation's link does not reach this one's document either.
    const crossed = await guest.request(guestContract.files, {
      params: { token: otherToken, sectionId: document.id },
    })
    expect(crossed.statusCode).toBe(404)
  })

  it('mails a buyer’s comment to the supplier whose link works, in the language of its page', async () => {
    for (const inviteId of [q.invites.porto, q.invites.lisbon])
      await admin.call(contract.comment, {
        params: { id: q.id, sectionId: documentId },
        body: { invite_id: inviteId, body: 'Please read §4 again.' },
      })
    const [mail] = await noticesTo(porto)
    expect(mail!.subject).toMatch(/har kommenterat ”Framework agreement”/)
    expect(mail!.text).toMatch(/Öppna länken i e-postmeddelandet med förfrågan/)
    expect(mail!.text).not.toContain(linkPage)
    // Lisbon's link is revoked: it is no longer asked to act through it.
    expect(await noticesTo(lisbon)).toEqual([])
  })

  it('reminds the supplier that has not answered, by mail, the day before the deadline', async () => {
    await runReminder(q.id)
    const [mail] = await noticesTo(porto)
    expect(mail!.subject).toMatch(/^Påminnelse: Nordic/)
    expect(mail!.text).toContain(inDays(20))
    expect(await noticesTo(lisbon)).toEqual([])
  })

  it('tells every external supplier of the award, in English when its language is unknown', async () => {
    const invite = await guestAnswer(q.id)
    const comparison = await admin.call(quotationEndpoints.comparison, { params: { id: q.id } })
    await admin.call(quotationEndpoints.award, {
      params: { id: q.id },
      body: { invite_id: invite, version: comparison.version },
    })
    const [won] = await noticesTo(porto)
    expect(won!.subject).toMatch(/har tilldelat dig offertförfrågan Merino base layers AW27/)
    const [lost] = await noticesTo(lisbon)
    expect(lost!.subject).toBe(
      `Request for quotation Merino base layers AW27 (${comparison.number}) has been awarded`,
    )
    expect(lost!.text).toMatch(/to another supplier/)
    // Negotiation goes on after an award: a new link may still be sent, not on a closed request.
    const params = { id: q.id, inviteId: q.invites.lisbon }
    expect((await admin.request(links.send, { params, body: { password: null } })).statusCode).toBe(201)
  })

  it('sends no link on a closed request', async () => {
    const closed = await sentQuotation('Wool hats AW27')
    const current = await admin.call(quotationEndpoints.comparison, { params: { id: closed.id } })
    await admin.call(quotationEndpoints.close, {
      params: { id: closed.id },
      body: { version: current.version },
    })
    const response = await admin.request(links.send, {
      params: { id: closed.id, inviteId: closed.invites.porto },
      body: { password: null },
      locale: 'en',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(
      'A link is sent only while the supplier may answer or negotiate the contract',
    )
  })
})

// The buyer attaches a file to a contract document; the test sends the multipart form itself.
async function attach(sectionId: string, name: string) {
  const form = new FormData()
  form.append('file', new Blob([`${samplePdf}${name}`], { type: 'application/pdf' }), name)
  const response = await admin.send({
    ...toCall(contractSectionAttachments.endpoints.upload, { params: { entityId: sectionId } }),
    payload: form,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id as string
}

// Porto answers by a fresh link without a password, so that the buyer may award it.
async function guestAnswer(quotationId: string) {
  const inviteId = (await admin.call(quotationEndpoints.get, { params: { id: quotationId } })).suppliers.find(
    (supplier) => supplier.email === porto,
  )!.id
  await admin.call(links.send, { params: { id: quotationId, inviteId }, body: { password: null } })
  const fresh = await token(porto)
  const invite = await guest.call(guestInvite.get, { params: { token: fresh }, locale: 'sv' })
  const offers = invite.items.map((item) => ({ item_id: item.id, unit_price: '21.40', lead_time_days: 30 }))
  const saved = await guest.call(guestInvite.saveResponse, {
    params: { token: fresh },
    body: { answers: [], offers, version: invite.version },
  })
  await guest.call(guestInvite.sendResponse, { params: { token: fresh }, body: { version: saved.version } })
  return inviteId
}
