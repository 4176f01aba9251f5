import {
  articleEndpoints,
  notificationEndpoints,
  type QuotationInvite,
  quotationEndpoints,
  quotationInviteEndpoints,
  quotationTemplateEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../../testing/cross-company.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'

const day = 86_400_000
// Dates counted from today: the suite runs on any day (decision 0021).
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10)

describe('quotation invites: sent by the buyer, answered by the supplier', () => {
  let app: TestApp
  let clients: Awaited<ReturnType<typeof demoClients>>
  let admin: ApiClient
  let baltic: ApiClient
  let quotationId: string
  let inviteId: string
  beforeAll(async () => {
    app = await createTestApp()
    clients = await demoClients(app.app)
    admin = clients.admin
    baltic = clients.baltic
    const template = (await admin.call(quotationTemplateEndpoints.list, { query: { search: 'Outerwear' } }))
      .data[0]!
    const draft = await admin.call(quotationEndpoints.create, {
      body: { name: 'Down parkas AW27', currency: 'EUR', template_id: template.id },
    })
    quotationId = draft.id
    const articles = (await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })).data
    const items = articles.slice(0, 2).map((article) => ({ article_id: article.id, quantity: '500' }))
    await admin.call(quotationEndpoints.saveItems, { params: { id: draft.id }, body: { items, version: 0 } })
    const suppliers = (await admin.call(supplierEndpoints.list, { query: { sort: 'name' } })).data
    const balticSupplier = suppliers.find((supplier) => supplier.name.startsWith('Baltic'))!
    await admin.call(quotationEndpoints.saveSuppliers, {
      params: { id: draft.id },
      body: {
        suppliers: [{ supplier_id: balticSupplier.id }, { name: 'Porto Knit', email: 'rfq@porto.example' }],
        version: 1,
      },
    })
  })
  afterAll(() => app.close())

  const sendCall = (version: number) =>
    toCall(quotationEndpoints.send, { params: { id: quotationId }, body: { version } })

  it('sends a draft only with a deadline to come, and tells the linked supplier', async () => {
    await expectFieldError(admin, sendCall(2), 'deadline', {
      en: 'Set the answer deadline before sending',
      sv: 'Ange sista svarsdag innan du skickar',
    })
    const current = await admin.call(quotationEndpoints.get, { params: { id: quotationId } })
    const general = {
      name: current.name,
      reference: null,
      assignee_id: null,
      project_id: null,
      due_date: null,
      currency: current.currency,
      budget: null,
      description: null,
    }
    await admin.call(quotationEndpoints.update, {
      params: { id: quotationId },
      body: { ...general, deadline: inDays(-1), version: 2 },
    })
    await expectFieldError(admin, sendCall(3), 'deadline', {
      en: 'The answer deadline has passed: set a later one',
      sv: 'Sista svarsdag har passerat: ange en senare',
    })
    await admin.call(quotationEndpoints.update, {
      params: { id: quotationId },
      body: { ...general, deadline: inDays(20), version: 3 },
    })
    const sent = await admin.call(quotationEndpoints.send, {
      params: { id: quotationId },
      body: { version: 4 },
    })
    expect(sent.status).toBe('in-progress')
    expect(sent.suppliers.every((supplier) => supplier.sent_at !== null)).toBe(true)
    expect(
      (await admin.request(quotationEndpoints.send, { params: { id: quotationId }, body: { version: 5 } }))
        .statusCode,
    ).toBe(409)

    const invites = await baltic.call(quotationInviteEndpoints.list, {})
    const invite = invites.data.find((row) => row.quotation_id === quotationId)!
    expect(invite).toMatchObject({ name: 'Down parkas AW27', status: 'in-progress', answered_at: null })
    expect(invite.buyer_name).toMatch(/^Nordic/)
    inviteId = invite.id
    await expect
      .poll(async () => (await baltic.call(notificationEndpoints.list, {})).data.map((row) => row.type))
      .toContain('quotation-invited')
  })

  it('shows the supplier what is asked and nothing of the other supplier', async () => {
    const invite = await baltic.call(quotationInviteEndpoints.get, { params: { id: inviteId } })
    expect(invite.criteria).toHaveLength(10)
    expect(invite.items).toHaveLength(2)
    expect(invite.open).toBe(true)
    expect(JSON.stringify(invite)).not.toContain('Porto')
    // The buyer's own calls see its quotation; the supplier's reach neither the quotation nor a list of it.
    await expectHiddenFrom(baltic, [toCall(quotationEndpoints.get, { params: { id: quotationId } })])
    expectNoneOf(await baltic.call(quotationEndpoints.list, {}), [quotationId])
    // Nordic is not the supplier: the invite is no one's to Nordic's users.
    await expectHiddenFrom(admin, [toCall(quotationInviteEndpoints.get, { params: { id: inviteId } })])
    expectNoneOf(await admin.call(quotationInviteEndpoints.list, {}), [inviteId])
  })

  it('checks answers by type, refuses to send with a required criterion unanswered, then sends', async () => {
    let invite: QuotationInvite = await baltic.call(quotationInviteEndpoints.get, {
      params: { id: inviteId },
    })
    const select = invite.criteria.findIndex((criterion) => criterion.type === 'select')
    const url = toCall(quotationInviteEndpoints.saveResponse, { params: { id: inviteId } }).url
    const answers = invite.criteria.map((criterion) => ({
      criterion_id: criterion.id,
      value: null as string | null,
    }))
    const offers = invite.items.map((item) => ({
      item_id: item.id,
      unit_price: '41.50',
      lead_time_days: 60,
      moq: '300',
    }))
    const wrong = answers.map((answer, index) =>
      index === select ? { ...answer, value: 'Bartering' } : answer,
    )
    await expectFieldError(
      baltic,
      { method: 'PUT', url, payload: { answers: wrong, offers, version: invite.version } },
      `answers.${select}.value`,
      { en: 'Choose one of the answers offered', sv: 'Välj ett av de svar som erbjuds' },
    )
    invite = await baltic.call(quotationInviteEndpoints.saveResponse, {
      params: { id: inviteId },
      body: { answers, offers, comment: 'Prices hold for 60 days', version: invite.version },
    })
    expect(invite.offers).toHaveLength(2)
    const refused = await baltic.request(quotationInviteEndpoints.sendResponse, {
      params: { id: inviteId },
      body: { version: invite.version },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('Response is not specified for some required criteria')
    const required = invite.criteria.flatMap((criterion, index) =>
      criterion.required ? [`answers.${index}.value`] : [],
    )
    expect(Object.keys(refused.json().errors).sort()).toEqual(required.sort())
    expect(refused.json().errors[required[0]!]).toEqual(['This criteria is mandatory'])

    const filled = invite.criteria.map((criterion) => ({
      criterion_id: criterion.id,
      value: !criterion.required
        ? null
        : criterion.type === 'select'
          ? criterion.options[0]!
          : criterion.type === 'yes_no'
            ? 'yes'
            : criterion.type === 'number'
              ? '30'
              : 'Answered',
    }))
    invite = await baltic.call(quotationInviteEndpoints.saveResponse, {
      params: { id: inviteId },
      body: { answers: filled, offers, comment: 'Prices hold for 60 days', version: invite.version },
    })
    const stale = await baltic.request(quotationInviteEndpoints.sendResponse, {
      params: { id: inviteId },
      body: { version: invite.version - 1 },
    })
    expect(stale.statusCode).toBe(409)
    const sent = await baltic.call(quotationInviteEndpoints.sendResponse, {
      params: { id: inviteId },
      body: { version: invite.version },
    })
    expect(sent.answered_at).not.toBeNull()
    const quotation = await admin.call(quotationEndpoints.get, { params: { id: quotationId } })
    expect(quotation.suppliers[0]!.answered_at).toBe(sent.answered_at)
    await expect
      .poll(async () => (await admin.call(notificationEndpoints.list, {})).data.map((row) => row.type))
      .toContain('quotation-answered')
  })

  it('shows the buyer the answer as sent: a change the supplier saves is seen once it is sent again', async () => {
    const priceOf = async () => {
      const comparison = await admin.call(quotationEndpoints.comparison, { params: { id: quotationId } })
      return comparison.items[0]!.offers.map((offer) => offer.unit_price)
    }
    expect(await priceOf()).toEqual(['41.5000'])
    let invite = await baltic.call(quotationInviteEndpoints.get, { params: { id: inviteId } })
    const body = {
      answers: invite.answers.map(({ criterion_id, value }) => ({ criterion_id, value })),
      offers: invite.offers.map(({ item_id, lead_time_days, moq, note }) => ({
        item_id,
        unit_price: '39.90',
        lead_time_days,
        moq,
        note,
      })),
      comment: 'Now with a volume discount',
      version: invite.version,
    }
    invite = await baltic.call(quotationInviteEndpoints.saveResponse, { params: { id: inviteId }, body })
    expect(invite.offers[0]!.unit_price).toBe('39.9000')
    expect(await priceOf()).toEqual(['41.5000'])
    const before = await admin.call(quotationEndpoints.comparison, { params: { id: quotationId } })
    expect(before.suppliers[0]!.comment).toBe('Prices hold for 60 days')
    await baltic.call(quotationInviteEndpoints.sendResponse, {
      params: { id: inviteId },
      body: { version: invite.version },
    })
    expect(await priceOf()).toEqual(['39.9000'])
    const after = await admin.call(quotationEndpoints.comparison, { params: { id: quotationId } })
    expect(after.suppliers[0]!.comment).toBe('Now with a volume discount')
  })

  it('takes no answer once the deadline has passed', async () => {
    const current = await admin.call(quotationEndpoints.get, { params: { id: quotationId } })
    await admin.call(quotationEndpoints.update, {
      params: { id: quotationId },
      body: {
        name: current.name,
        reference: null,
        assignee_id: null,
        project_id: null,
        due_date: null,
        currency: current.currency,
        budget: null,
        description: null,
        deadline: inDays(-2),
        version: current.version,
      },
    })
    const invite = await baltic.call(quotationInviteEndpoints.get, { params: { id: inviteId } })
    expect(invite.open).toBe(false)
    const late = await baltic.request(quotationInviteEndpoints.saveResponse, {
      params: { id: inviteId },
      body: { answers: [], offers: [], version: invite.version },
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toMatch(/no longer takes answers/)
  })
})
