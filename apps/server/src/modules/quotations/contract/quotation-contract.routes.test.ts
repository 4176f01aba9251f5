import {
  articleEndpoints,
  quotationContractEndpoints as contract,
  guestInviteContractEndpoints as guest,
  inviteContractEndpoints,
  notificationEndpoints,
  quotationEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { lastLinkToken } from '../../../testing/outbox-mail.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'

const day = 86_400_000
// Dates counted from today: the suite runs on any day (decision 0021).
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10)
const porto = 'rfq@porto.example'
const lisbon = 'sales@lisbon.example'

describe('contract negotiation: sections of a quotation, a thread per supplier', () => {
  let t: TestApp
  let admin: ApiClient
  let baltic: ApiClient
  let anonymous: ApiClient
  let quotationId: string
  let topicId: string
  let invites: { baltic: string; porto: string; lisbon: string }
  let tokens: { porto: string; lisbon: string }
  beforeAll(async () => {
    t = await createTestApp()
    ;({ admin, baltic, guest: anonymous } = await demoClients(t.app))
    const draft = await admin.call(quotationEndpoints.create, {
      body: { name: 'Contract AW27', currency: 'EUR', deadline: inDays(20) },
    })
    quotationId = draft.id
    const articles = (await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })).data
    await admin.call(quotationEndpoints.saveItems, {
      params: { id: draft.id },
      body: { items: [{ article_id: articles[0]!.id, quantity: '100' }], version: 0 },
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
  })
  afterAll(() => t.close())

  it('lets the buyer set sections on a draft, each title required in both languages', async () => {
    const createCall = toCall(contract.create, {
      params: { id: quotationId },
      body: { kind: 'topic', title: ' ' },
    })
    await expectFieldError(admin, createCall, 'title', {
      en: 'This field is required',
      sv: 'Fältet är obligatoriskt',
    })
    const topic = await admin.call(contract.create, {
      params: { id: quotationId },
      body: { kind: 'topic', title: 'Payment terms', description: '60 days net' },
    })
    await admin.call(contract.create, {
      params: { id: quotationId },
      body: { kind: 'document', title: 'Framework agreement' },
    })
    expect(topic).toMatchObject({ status: 'open', position: 0, version: 0, comments: [] })
    topicId = topic.id
    const edited = await admin.call(contract.update, {
      params: { id: quotationId, sectionId: topicId },
      body: { title: 'Payment terms', description: '30 days net', version: 0 },
    })
    expect(edited).toMatchObject({ description: '30 days net', version: 1 })
    // An edit is refused field by field, as the web's form shows it.
    const editCall = (body: { title: string; description?: string }) =>
      toCall(contract.update, {
        params: { id: quotationId, sectionId: topicId },
        body: { ...body, version: 1 },
      })
    await expectFieldError(admin, editCall({ title: '' }), 'title', {
      en: 'This field is required',
      sv: 'Fältet är obligatoriskt',
    })
    await expectFieldError(
      admin,
      editCall({ title: 'Payment terms', description: 'x'.repeat(4001) }),
      'description',
      {
        en: 'Enter at most 4000 characters',
        sv: 'Ange högst 4000 tecken',
      },
    )
    const stale = await admin.request(contract.update, {
      params: { id: quotationId, sectionId: topicId },
      body: { title: 'Payment', version: 0 },
    })
    expect(stale.statusCode).toBe(409)
    const list = await admin.call(contract.list, { params: { id: quotationId } })
    expect(list.map((section) => section.title)).toEqual(['Payment terms', 'Framework agreement'])
  })

  it('opens one thread per supplier once sent: no supplier reads another one', async () => {
    const sent = await admin.call(quotationEndpoints.send, {
      params: { id: quotationId },
      body: { version: 2 },
    })
    const inviteOf = (name: string) => sent.suppliers.find((supplier) => supplier.name.startsWith(name))!.id
    invites = { baltic: inviteOf('Baltic'), porto: inviteOf('Porto'), lisbon: inviteOf('Lisbon') }
    tokens = {
      porto: await lastLinkToken(t.database.db, porto, 'guest-link', '/guest/quotation-invites/'),
      lisbon: await lastLinkToken(t.database.db, lisbon, 'guest-link', '/guest/quotation-invites/'),
    }
    await baltic.call(inviteContractEndpoints.comment, {
      params: { id: invites.baltic, sectionId: topicId },
      body: { body: 'We ask for 45 days' },
    })
    await anonymous.call(guest.comment, {
      params: { token: tokens.porto, sectionId: topicId },
      body: { body: 'Porto asks for 90 days' },
    })
    await admin.call(contract.comment, {
      params: { id: quotationId, sectionId: topicId },
      body: { invite_id: invites.baltic, body: '45 days is fine' },
    })
    const balticView = await baltic.call(inviteContractEndpoints.list, { params: { id: invites.baltic } })
    expect(balticView).toHaveLength(2)
    expect(balticView[0]!.comments.map((comment) => [comment.side, comment.body])).toEqual([
      ['supplier', 'We ask for 45 days'],
      ['buyer', '45 days is fine'],
    ])
    const portoView = await anonymous.call(guest.list, { params: { token: tokens.porto } })
    expect(portoView[0]!.comments.map((comment) => comment.body)).toEqual(['Porto asks for 90 days'])
    expect(portoView[0]!.comments[0]).toMatchObject({ author_company: 'Porto Knit', author_name: porto })
    const lisbonView = await anonymous.call(guest.list, { params: { token: tokens.lisbon } })
    expect(lisbonView[0]!.comments).toEqual([])
    const buyerView = await admin.call(contract.list, { params: { id: quotationId } })
    expect(buyerView[0]!.comments).toHaveLength(3)
    // The buyer is told of a supplier's comment, the linked supplier of the buyer's.
    const notices = async (client: ApiClient) =>
      (await client.call(notificationEndpoints.list, { query: {} })).data.map((notice) => notice.type)
    expect(await notices(admin)).toContain('quotation-comment')
    expect(await notices(baltic)).toContain('quotation-comment')
  })

  it('hides the sections from whoever the quotation was not sent to', async () => {
    await expectHiddenFrom(baltic, [
      toCall(contract.list, { params: { id: quotationId } }),
      toCall(contract.close, { params: { id: quotationId, sectionId: topicId }, body: { version: 1 } }),
      toCall(contract.update, {
        params: { id: quotationId, sectionId: topicId },
        body: { title: 'Taken over', version: 1 },
      }),
      toCall(contract.remove, { params: { id: quotationId, sectionId: topicId } }),
    ])
    await expectHiddenFrom(admin, [toCall(inviteContractEndpoints.list, { params: { id: invites.baltic } })])
    // A guest's link opens its own invite: another section id is not in its quotation.
    const foreign = await anonymous.request(guest.comment, {
      params: { token: tokens.lisbon, sectionId: invites.baltic },
      body: { body: 'x' },
    })
    expect(foreign.statusCode).toBe(404)
  })

  it('refuses a buyer comment to a supplier not asked, in both languages', async () => {
    await expectFieldError(
      admin,
      toCall(contract.comment, {
        params: { id: quotationId, sectionId: topicId },
        body: { invite_id: quotationId, body: 'Hello' },
      }),
      'invite_id',
      {
        en: 'This supplier is not asked in this quotation',
        sv: 'Leverantören är inte tillfrågad i denna offertförfrågan',
      },
    )
  })

  it('closes a topic, which then takes no comment until reopened', async () => {
    const [topic] = await admin.call(contract.list, { params: { id: quotationId } })
    const closed = await admin.call(contract.close, {
      params: { id: quotationId, sectionId: topicId },
      body: { version: topic!.version },
    })
    expect(closed.status).toBe('closed')
    const refused = await baltic.request(inviteContractEndpoints.comment, {
      params: { id: invites.baltic, sectionId: topicId },
      body: { body: 'One more thing' },
    })
    expect(refused.statusCode).toBe(409)
    const stale = await admin.request(contract.reopen, {
      params: { id: quotationId, sectionId: topicId },
      body: { version: topic!.version },
    })
    expect(stale.statusCode).toBe(409)
    const reopened = await admin.call(contract.reopen, {
      params: { id: quotationId, sectionId: topicId },
      body: { version: closed.version },
    })
    expect(reopened.status).toBe('open')
  })
})
