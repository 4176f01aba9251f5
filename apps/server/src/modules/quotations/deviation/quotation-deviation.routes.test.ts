import {
  articleEndpoints,
  quotationDeviationEndpoints as buyer,
  guestInviteDeviationEndpoints as guest,
  inviteDeviationEndpoints as invite,
  notificationEndpoints,
  orderEndpoints,
  type QuotationDeviationBody,
  quotationEndpoints,
  quotationInviteEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { lastLinkToken, mailTo } from '../../../testing/outbox-mail.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'

const day = 86_400_000
// Dates counted from today: the suite runs on any day (decision 0021).
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10)
const porto = 'rfq@porto.example'

describe('quotation deviations: a supplier proposes, the buyer decides each change', () => {
  let t: TestApp
  let admin: ApiClient
  let baltic: ApiClient
  let anonymous: ApiClient
  // The demo's Rain shells SS27, answered by Baltic; Hoodies asked of Porto by link.
  let shells: { id: string; invite: string; items: string[]; quantities: string[] }
  let hoodies: { id: string; item: string; token: string }
  beforeAll(async () => {
    t = await createTestApp()
    ;({ admin, baltic, guest: anonymous } = await demoClients(t.app))
    const demo = (await admin.call(quotationEndpoints.list, { query: { search: 'Rain shells' } })).data[0]!
    const detail = await admin.call(quotationEndpoints.get, { params: { id: demo.id } })
    shells = {
      id: demo.id,
      invite: detail.suppliers.find((supplier) => supplier.name.startsWith('Baltic'))!.id,
      items: detail.items.map((item) => item.id),
      quantities: detail.items.map((item) => item.quantity),
    }
    const draft = await admin.call(quotationEndpoints.create, {
      body: { name: 'Hoodies AW27', currency: 'EUR', deadline: inDays(20), due_date: inDays(60) },
    })
    const articles = (await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })).data
    const withItems = await admin.call(quotationEndpoints.saveItems, {
      params: { id: draft.id },
      body: { items: [{ article_id: articles[0]!.id, quantity: '300' }], version: 0 },
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
    await admin.call(quotationEndpoints.send, { params: { id: draft.id }, body: { version: 2 } })
    hoodies = {
      id: draft.id,
      item: withItems.items[0]!.id,
      token: await lastLinkToken(t.database.db, porto, 'guest-link', '/guest/quotation-invites/'),
    }
  })
  afterAll(() => t.close())

  const proposeCall = (body: QuotationDeviationBody) =>
    toCall(invite.create, { params: { id: shells.invite }, body })

  it('refuses a proposal that changes nothing or names an article not asked, in both languages', async () => {
    await expectFieldError(
      baltic,
      proposeCall({ items: [{ item_id: shells.items[0]!, qty: shells.quantities[0]! }] }),
      'items',
      { en: 'Change at least one value', sv: 'Ändra minst ett värde' },
    )
    await expectFieldError(
      baltic,
      proposeCall({ items: [{ item_id: hoodies.item, qty: '5' }] }),
      'items.0.item_id',
      {
        en: 'This article is not part of the quotation',
        sv: 'Artikeln ingår inte i offertförfrågan',
      },
    )
  })

  it('records what was asked beside what is proposed, waiting for the buyer; one at a time', async () => {
    const proposed = await baltic.call(invite.create, {
      params: { id: shells.invite },
      body: {
        reason: 'Fabric minimum per colour',
        due_date: inDays(135),
        items: [{ item_id: shells.items[0]!, qty: '1200', price: '31.5' }],
      },
    })
    expect(proposed).toMatchObject({
      status: 'pending',
      supplier_name: expect.stringMatching(/^Baltic/),
      identifier: expect.stringMatching(/^RFQ-\d+-D1$/),
      allowed_actions: ['withdraw'],
    })
    expect(proposed.changes.map((change) => [change.field, change.original_value, change.new_value])).toEqual(
      [
        ['qty', shells.quantities[0], '1200'],
        ['price', expect.anything(), '31.5'],
        ['due_date', expect.anything(), inDays(135)],
      ],
    )
    expect(proposed.changes[0]!.percent_difference).not.toBeNull()
    const again = await baltic.request(invite.create, {
      params: { id: shells.invite },
      body: { items: [{ item_id: shells.items[1]!, qty: '10' }] },
    })
    expect(again.statusCode).toBe(409)
    const notices = (await admin.call(notificationEndpoints.list, { query: {} })).data.map(
      (notice) => notice.type,
    )
    expect(notices).toContain('quotation-deviation')
  })

  it('takes an external supplier’s proposal by its link, and shows each side only its own', async () => {
    const byLink = await anonymous.call(guest.create, {
      params: { token: hoodies.token },
      body: { items: [{ item_id: hoodies.item, price: '14' }] },
    })
    expect(byLink).toMatchObject({ status: 'pending', created_by_name: porto, supplier_name: 'Porto Knit' })
    expect(await anonymous.call(guest.list, { params: { token: hoodies.token } })).toHaveLength(1)
    const balticInvites = (await baltic.call(quotationInviteEndpoints.list, { query: {} })).data
    const balticHoodies = balticInvites.find((row) => row.quotation_id === hoodies.id)!
    expect(await baltic.call(invite.list, { params: { id: balticHoodies.id } })).toEqual([])
    expect(await admin.call(buyer.list, { params: { id: hoodies.id } })).toHaveLength(1)
    await expectHiddenFrom(baltic, [
      toCall(buyer.list, { params: { id: shells.id } }),
      toCall(buyer.command, {
        params: { id: hoodies.id, deviationId: byLink.id },
        body: { action: 'force_confirm', version: 0 },
      }),
      toCall(invite.command, {
        params: { id: balticHoodies.id, deviationId: byLink.id },
        body: { action: 'withdraw', version: 0 },
      }),
    ])
    await expectHiddenFrom(admin, [toCall(invite.list, { params: { id: shells.invite } })])
    // The guest withdraws its own; the buyer may not withdraw a supplier's.
    const refused = await admin.request(buyer.command, {
      params: { id: hoodies.id, deviationId: byLink.id },
      body: { action: 'withdraw', version: 0 },
    })
    expect(refused.statusCode).toBe(403)
    const withdrawn = await anonymous.call(guest.command, {
      params: { token: hoodies.token, deviationId: byLink.id },
      body: { action: 'withdraw', version: 0 },
    })
    expect(withdrawn).toMatchObject({ status: 'withdrawn', allowed_actions: [] })
    // Its next one the buyer rejects: the external supplier hears of it by mail, without a link.
    const next = await anonymous.call(guest.create, {
      params: { token: hoodies.token },
      body: { items: [{ item_id: hoodies.item, qty: '250' }] },
    })
    expect(next.identifier).toMatch(/-D2$/)
    await admin.call(buyer.decide, {
      params: { id: hoodies.id, deviationId: next.id },
      body: { version: next.version, decisions: [{ change_id: next.changes[0]!.id, decision: 'rejected' }] },
    })
    const [mail] = await mailTo(t.database.db, porto, 'notification')
    expect(mail!.subject).toContain(next.identifier)
    expect(mail!.text).toContain('has rejected your deviation')
    expect(mail!.text).not.toContain('/guest/')
  })

  it('lets the buyer decide each change; the award’s order carries what was accepted', async () => {
    const [pending] = await admin.call(buyer.list, { params: { id: shells.id } })
    expect(pending!.allowed_actions).toEqual(['decide', 'force_confirm'])
    const compare = () => admin.call(quotationEndpoints.comparison, { params: { id: shells.id } })
    expect((await compare()).suppliers[0]!.pending_deviation).toBe(true)
    const [qty, price, due] = pending!.changes
    const partly = await admin.call(buyer.decide, {
      params: { id: shells.id, deviationId: pending!.id },
      body: {
        version: pending!.version,
        decisions: [
          { change_id: qty!.id, decision: 'accepted' },
          { change_id: price!.id, decision: 'rejected' },
        ],
      },
    })
    expect(partly.status).toBe('pending')
    const twice = await admin.request(buyer.decide, {
      params: { id: shells.id, deviationId: pending!.id },
      body: { version: partly.version, decisions: [{ change_id: qty!.id, decision: 'rejected' }] },
    })
    expect(twice.statusCode).toBe(409)
    const stale = await admin.request(buyer.decide, {
      params: { id: shells.id, deviationId: pending!.id },
      body: { version: pending!.version, decisions: [{ change_id: due!.id, decision: 'accepted' }] },
    })
    expect(stale.statusCode).toBe(409)
    const settled = await admin.call(buyer.decide, {
      params: { id: shells.id, deviationId: pending!.id },
      body: { version: partly.version, decisions: [{ change_id: due!.id, decision: 'accepted' }] },
    })
    expect(settled).toMatchObject({ status: 'confirmed', allowed_actions: [] })
    expect(settled.changes.map((change) => change.decision)).toEqual(['accepted', 'rejected', 'accepted'])
    const told = (await baltic.call(notificationEndpoints.list, { query: {} })).data.map(
      (notice) => notice.type,
    )
    expect(told).toContain('quotation-deviation-decided')

    // The compare view weighs Baltic's offer at the agreed quantity and its own price.
    const compared = await compare()
    expect(compared.suppliers[0]!.pending_deviation).toBe(false)
    const offer = compared.items[0]!.offers[0]!
    expect(offer).toMatchObject({ agreed_qty: '1200', agreed_price: null })
    expect(offer.line_total).toBe((Number(offer.unit_price) * 1200).toFixed(2))
    const quotation = await admin.call(quotationEndpoints.get, { params: { id: shells.id } })
    const awarded = await admin.call(quotationEndpoints.award, {
      params: { id: shells.id },
      body: { invite_id: shells.invite, version: quotation.version },
    })
    const { order_id } = await admin.call(quotationEndpoints.createOrder, {
      params: { id: shells.id },
      body: { version: awarded.version },
    })
    const order = await admin.call(orderEndpoints.get, { params: { id: order_id } })
    const delivery = order.deliveries[0]!
    expect(delivery.requested_eta).toBe(inDays(135))
    expect(delivery.lines.map((line) => line.qty)).toEqual(['1200.000', expect.any(String)])
    // The price change was rejected: the line keeps the supplier's offered price, not 31.5.
    expect(delivery.lines[0]!.price).not.toBe('31.5000')

    const closed = await baltic.request(invite.create, {
      params: { id: shells.invite },
      body: { items: [{ item_id: shells.items[1]!, qty: '10' }] },
    })
    expect(closed.statusCode).toBe(409)
  })
})
