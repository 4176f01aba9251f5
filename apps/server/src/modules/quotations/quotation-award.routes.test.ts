import {
  articleEndpoints,
  authEndpoints,
  notificationEndpoints,
  orderEndpoints,
  type QuotationComparison,
  quotationEndpoints,
  quotationInviteEndpoints,
  quotationTemplateEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inCompany } from '../../platform/db/tenant.ts'
import { type ApiClient, type Call, toCall, withLocale } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { mailTo } from '../../testing/outbox-mail.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

const day = 86_400_000
// Dates counted from today: the suite runs on any day (decision 0021).
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10)

// A 409 with this message, asked once in Swedish and once in English.
async function expectConflict(client: ApiClient, call: Call, messages: { sv: string; en: string }) {
  for (const locale of ['sv', 'en'] as const) {
    const response = await client.send({ ...call, url: withLocale(call.url, locale) })
    expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(409)
    expect(response.json().message).toBe(messages[locale])
  }
}
const stale = {
  en: 'Someone else changed this record. Reload to see the latest version.',
  sv: 'Någon annan har ändrat posten. Ladda om för att se den senaste versionen.',
}

describe('quotations: compare and award', () => {
  let t: TestApp
  let admin: ApiClient
  let baltic: ApiClient
  let nordicId: string
  let demoId: string
  // Trail fleece: asked of Baltic (which answers), Porto and Lisbon (external, by e-mail).
  let fleeceId: string
  beforeAll(async () => {
    t = await createTestApp()
    const clients = await demoClients(t.app)
    admin = clients.admin
    baltic = clients.baltic
    nordicId = (await admin.call(authEndpoints.user)).company_id
    demoId = (await admin.call(quotationEndpoints.list, { query: { search: 'Rain shells' } })).data[0]!.id
    const template = (await admin.call(quotationTemplateEndpoints.list, { query: { search: 'Outerwear' } }))
      .data[0]!
    const draft = await admin.call(quotationEndpoints.create, {
      body: {
        name: 'Trail fleece AW27',
        reference: 'AW27-FLEECE',
        currency: 'EUR',
        template_id: template.id,
      },
    })
    fleeceId = draft.id
    const articles = (await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })).data
    const items = articles.slice(0, 2).map((article) => ({ article_id: article.id, quantity: '250' }))
    await admin.call(quotationEndpoints.saveItems, { params: { id: fleeceId }, body: { items, version: 0 } })
    const suppliers = (await admin.call(supplierEndpoints.list, { query: { sort: 'name' } })).data
    const balticSupplier = suppliers.find((supplier) => supplier.name.startsWith('Baltic'))!
    await admin.call(quotationEndpoints.saveSuppliers, {
      params: { id: fleeceId },
      body: {
        suppliers: [
          { supplier_id: balticSupplier.id },
          { name: 'Porto Knit', email: 'rfq@porto.example' },
          { name: 'Lisbon Wear', email: 'rfq@lisbon.example' },
        ],
        version: 1,
      },
    })
    await admin.call(quotationEndpoints.update, {
      params: { id: fleeceId },
      body: { name: draft.name, reference: 'AW27-FLEECE', currency: 'EUR', deadline: inDays(10), version: 2 },
    })
    await admin.call(quotationEndpoints.send, { params: { id: fleeceId }, body: { version: 3 } })
  })
  afterAll(() => t.close())

  const compare = (id: string) => admin.call(quotationEndpoints.comparison, { params: { id } })
  const statuses = (comparison: QuotationComparison) =>
    Object.fromEntries(comparison.suppliers.map((supplier) => [supplier.name.split(' ')[0], supplier.status]))

  it('sets the demo answers side by side: preferred values met or not, line totals, best price', async () => {
    const demo = await compare(demoId)
    expect(demo).toMatchObject({ name: 'Rain shells SS27', status: 'in-progress', winner_invite_id: null })
    const [balticColumn] = demo.suppliers
    expect(balticColumn).toMatchObject({
      status: 'in-progress',
      linked: true,
      comment: 'Prices are FOB Klaipėda and hold for 90 days.',
      total: '54320.00',
      priced_items: 2,
      required_met: 5,
      required_count: 5,
    })
    const met = Object.fromEntries(
      demo.criteria.map((criterion) => [criterion.name, criterion.answers[0]?.meets_preferred]),
    )
    expect(met).toMatchObject({
      'Lead time from order (days)': true,
      'Recycled share of main fabric (%)': false,
      'bluesign® approved fabric mill': false,
      'Waterproofness of shell fabric (mm)': true,
      'How are seams sealed?': undefined,
    })
    expect(demo.items.map((item) => [item.article_code, item.offers])).toEqual([
      [
        'NO-1001',
        [expect.objectContaining({ unit_price: '38.5000', line_total: '30800.00', best_price: true })],
      ],
      [
        'NO-1002',
        [expect.objectContaining({ unit_price: '39.2000', line_total: '23520.00', lead_time_days: 55 })],
      ],
    ])
  })

  it('shows an answer only once the supplier has sent it, and never to the supplier', async () => {
    const invite = (await baltic.call(quotationInviteEndpoints.list, {})).data.find(
      (row) => row.quotation_id === fleeceId,
    )!
    const full = await baltic.call(quotationInviteEndpoints.get, { params: { id: invite.id } })
    const saved = await baltic.call(quotationInviteEndpoints.saveResponse, {
      params: { id: invite.id },
      body: {
        answers: full.criteria
          .filter((criterion) => criterion.required)
          .map((criterion) => ({
            criterion_id: criterion.id,
            value:
              criterion.type === 'number'
                ? '100'
                : criterion.type === 'text'
                  ? 'Taped'
                  : (criterion.options[0] ?? 'yes'),
          })),
        offers: full.items.map((item, index) => ({
          item_id: item.id,
          unit_price: `${20 + index}.5`,
          moq: '100',
        })),
        comment: 'Recycled polyester fleece',
        version: invite.version,
      },
    })
    const unsent = await compare(fleeceId)
    expect(
      unsent.suppliers.map((supplier) => [supplier.answered_at, supplier.total, supplier.comment]),
    ).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ])
    expect(unsent.criteria.flatMap((criterion) => criterion.answers)).toEqual([])
    expect(unsent.items.flatMap((item) => item.offers)).toEqual([])

    await baltic.call(quotationInviteEndpoints.sendResponse, {
      params: { id: invite.id },
      body: { version: saved.version },
    })
    const sent = await compare(fleeceId)
    expect(sent.suppliers[0]).toMatchObject({ total: '10500.00', comment: 'Recycled polyester fleece' })
    expect(sent.items.map((item) => item.offers[0]!.line_total)).toEqual(['5125.00', '5375.00'])

    const calls = [
      toCall(quotationEndpoints.comparison, { params: { id: fleeceId } }),
      toCall(quotationEndpoints.award, {
        params: { id: fleeceId },
        body: { invite_id: invite.id, version: 4 },
      }),
      toCall(quotationEndpoints.cancelAward, { params: { id: fleeceId }, body: { version: 4 } }),
      toCall(quotationEndpoints.close, { params: { id: fleeceId }, body: { version: 4 } }),
      toCall(quotationEndpoints.rejectInvite, {
        params: { id: fleeceId, inviteId: invite.id },
        body: { version: 4 },
      }),
      toCall(quotationEndpoints.createOrder, { params: { id: fleeceId }, body: { version: 4 } }),
    ]
    await expectHiddenFrom(baltic, calls, ['Trail fleece', 'Porto'])
    expect((await compare(fleeceId)).version).toBe(4)
  })

  it('awards one supplier, closes the others not rejected, and cancelling reopens them (spec §4)', async () => {
    let fleece = await compare(fleeceId)
    const [balticInvite, porto, lisbon] = fleece.suppliers.map((supplier) => supplier.invite_id)
    const award = (invite_id: string, version: number) =>
      toCall(quotationEndpoints.award, { params: { id: fleeceId }, body: { invite_id, version } })
    await expectConflict(admin, award(porto!, fleece.version), {
      en: 'This supplier has not sent an answer yet',
      sv: 'Leverantören har inte skickat något svar än',
    })
    fleece = await admin.call(quotationEndpoints.rejectInvite, {
      params: { id: fleeceId, inviteId: lisbon! },
      body: { version: fleece.version },
    })
    expect(statuses(fleece)).toEqual({ Baltic: 'in-progress', Porto: 'in-progress', Lisbon: 'rejected' })
    await expectConflict(admin, award(lisbon!, fleece.version), {
      en: 'A rejected supplier cannot be awarded',
      sv: 'En avvisad leverantör kan inte tilldelas',
    })
    await expectConflict(admin, award(balticInvite!, fleece.version - 1), stale)

    fleece = await admin.call(quotationEndpoints.award, {
      params: { id: fleeceId },
      body: { invite_id: balticInvite!, version: fleece.version },
    })
    expect(fleece).toMatchObject({ status: 'awarded', winner_invite_id: balticInvite })
    expect(statuses(fleece)).toEqual({ Baltic: 'awarded', Porto: 'closed', Lisbon: 'rejected' })
    await expect
      .poll(async () => (await baltic.call(notificationEndpoints.list, {})).data.map((row) => row.type))
      .toContain('quotation-awarded')
    const balticView = (await baltic.call(quotationInviteEndpoints.list, {})).data.find(
      (row) => row.quotation_id === fleeceId,
    )
    expect(balticView?.status).toBe('awarded')
    await expectConflict(admin, award(balticInvite!, fleece.version), {
      en: 'Only a quotation in progress can be awarded',
      sv: 'Bara en pågående offertförfrågan kan tilldelas',
    })

    fleece = await admin.call(quotationEndpoints.cancelAward, {
      params: { id: fleeceId },
      body: { version: fleece.version },
    })
    expect(fleece).toMatchObject({ status: 'in-progress', winner_invite_id: null })
    expect(statuses(fleece)).toEqual({ Baltic: 'closed', Porto: 'in-progress', Lisbon: 'rejected' })
    // The former winner is told in its bell, the reopened external supplier by mail, the rejected one not.
    await expect
      .poll(async () =>
        (await baltic.call(notificationEndpoints.list, {})).data.map((row) => row.data.message),
      )
      .toContainEqual(expect.stringMatching(/^Nordic Outdoor AB has cancelled the award of the quotation/))
    const [portoMail] = await mailTo(t.database.db, 'rfq@porto.example', 'notification')
    expect(portoMail!.subject).toMatch(/is open again$/)
    const lisbonMails = await mailTo(t.database.db, 'rfq@lisbon.example', 'notification')
    expect(lisbonMails.map((mail) => mail.subject)).not.toContainEqual(expect.stringMatching(/open again/))
    await expectConflict(
      admin,
      toCall(quotationEndpoints.cancelAward, { params: { id: fleeceId }, body: { version: fleece.version } }),
      { en: 'This quotation is not awarded', sv: 'Offertförfrågan är inte tilldelad' },
    )
    await expectConflict(
      admin,
      toCall(quotationEndpoints.rejectInvite, {
        params: { id: fleeceId, inviteId: balticInvite! },
        body: { version: fleece.version },
      }),
      {
        en: 'Only a supplier in progress of a quotation in progress can be rejected',
        sv: 'Bara en pågående leverantör i en pågående offertförfrågan kan avvisas',
      },
    )
    await expectConflict(
      admin,
      toCall(quotationEndpoints.createOrder, { params: { id: fleeceId }, body: { version: fleece.version } }),
      {
        en: 'Award a supplier before making a purchase order',
        sv: 'Tilldela en leverantör innan du skapar en inköpsorder',
      },
    )
    // The supplier closed by the cancelled award may win again.
    fleece = await admin.call(quotationEndpoints.award, {
      params: { id: fleeceId },
      body: { invite_id: balticInvite!, version: fleece.version },
    })
    expect(statuses(fleece)).toEqual({ Baltic: 'awarded', Porto: 'closed', Lisbon: 'rejected' })
  })

  it('makes the award a purchase-order draft to the winner once, at its prices', async () => {
    let demo = await compare(demoId)
    demo = await admin.call(quotationEndpoints.award, {
      params: { id: demoId },
      body: { invite_id: demo.suppliers[0]!.invite_id, version: demo.version },
    })
    const made = await admin.call(quotationEndpoints.createOrder, {
      params: { id: demoId },
      body: { version: demo.version },
    })
    const order = await admin.call(orderEndpoints.get, { params: { id: made.order_id } })
    expect(order).toMatchObject({ status: 'draft', currency: 'EUR', buyer_reference: 'SS27-RAIN' })
    expect(order.supplier_name).toMatch(/^Baltic/)
    expect(
      order.deliveries.flatMap((delivery) =>
        delivery.lines.map((line) => [line.article_code, line.qty, line.price]),
      ),
    ).toEqual([
      ['NO-1001', '800.000', '38.5000'],
      ['NO-1002', '600.000', '39.2000'],
    ])
    demo = await compare(demoId)
    expect(demo.order_id).toBe(made.order_id)
    const again = toCall(quotationEndpoints.createOrder, {
      params: { id: demoId },
      body: { version: demo.version },
    })
    await expectConflict(admin, again, {
      en: 'A purchase order has already been made from this quotation',
      sv: 'En inköpsorder har redan skapats från offertförfrågan',
    })
    await expectConflict(
      admin,
      toCall(quotationEndpoints.cancelAward, { params: { id: demoId }, body: { version: demo.version } }),
      {
        en: 'A purchase order has been made from this award: delete that order draft before cancelling the award',
        sv: 'En inköpsorder har skapats från tilldelningen: ta bort orderutkastet innan du ångrar tilldelningen',
      },
    )
    // Deleting the draft frees the award to be cancelled, or ordered again.
    await admin.call(orderEndpoints.remove, { params: { id: made.order_id } })
    expect((await compare(demoId)).order_id).toBeNull()
  })

  it('refuses an order to an external winner, and closes a quotation without one', async () => {
    let fleece = await admin.call(quotationEndpoints.cancelAward, {
      params: { id: fleeceId },
      body: { version: (await compare(fleeceId)).version },
    })
    const porto = fleece.suppliers[1]!.invite_id
    // Porto answers by guest link (not built here): its answer is stamped sent straight in the table.
    await inCompany(t.database.db, nordicId, (tx) =>
      tx.execute(sql`update quotation_invites set answered_at = now() where id = ${porto}`),
    )
    fleece = await admin.call(quotationEndpoints.award, {
      params: { id: fleeceId },
      body: { invite_id: porto, version: fleece.version },
    })
    expect(statuses(fleece)).toEqual({ Baltic: 'closed', Porto: 'awarded', Lisbon: 'rejected' })
    await expectConflict(
      admin,
      toCall(quotationEndpoints.createOrder, { params: { id: fleeceId }, body: { version: fleece.version } }),
      {
        en: 'The winner is an external supplier without an account here: a purchase order goes to a supplier from your supplier list',
        sv: 'Vinnaren är en extern leverantör utan konto här: en inköpsorder går till en leverantör i er leverantörslista',
      },
    )
    await expectConflict(
      admin,
      toCall(quotationEndpoints.close, { params: { id: fleeceId }, body: { version: fleece.version } }),
      {
        en: 'Only a quotation in progress can be closed',
        sv: 'Bara en pågående offertförfrågan kan stängas',
      },
    )
    fleece = await admin.call(quotationEndpoints.cancelAward, {
      params: { id: fleeceId },
      body: { version: fleece.version },
    })
    fleece = await admin.call(quotationEndpoints.close, {
      params: { id: fleeceId },
      body: { version: fleece.version },
    })
    expect(fleece.status).toBe('closed')
    expect(statuses(fleece)).toEqual({ Baltic: 'closed', Porto: 'closed', Lisbon: 'rejected' })
  })
})
