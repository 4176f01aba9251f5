import {
  type DeviationVerdict,
  deviationReportEndpoints,
  guestLinkEndpoints,
  guestOrderEndpoints as guestOrder,
  orderGuestLinkEndpoints as links,
  notificationEndpoints,
  outboxEndpoints,
  type SendGuestLinkBody,
} from '@scm/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guestLinks } from '../../../platform/guest-links/guest-link.table.ts'
import { type ApiClient, toCall } from '../../../testing/api-client.ts'
import { lastLinkToken, mailTo } from '../../../testing/outbox-mail.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { storedOrder } from '../deviation-reports/testing/order-state.ts'
import { insertOrder } from '../deviation-reports/testing/sent-order.ts'
import { acted, orderBody, orderWorld, postOrder } from '../testing/order-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

const contact = 'supplier@baltic.demo'

// The buyer sends the order's link (as sending the order does) and the supplier's contact opens the mail.
async function sentLink(orderId: string, body: SendGuestLinkBody = {}) {
  const sent = await buyer.request(links.send, { params: { id: orderId }, body })
  expect(sent.statusCode, sent.body).toBe(201)
  const token = await lastLinkToken(t.database.db, contact, 'guest-link', '/guest/orders/')
  return { token, link: links.send.response.parse(sent.json()) }
}

// Injected itself, as the API client cannot send the guest session's cookie.
const open = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: toCall(guestOrder.get, { params: { token } }).url,
    ...(cookie ? { headers: { cookie } } : {}),
  })
const linksOf = (client: ApiClient, id: string) => client.call(links.list, { params: { id } })
const reportsOf = (id: string) => buyer.call(deviationReportEndpoints.list, { params: { id } })

describe('the order link', () => {
  it("is mailed to the supplier's agreement contact, in the supplier's language, when the order is sent", async () => {
    const world = await orderWorld(admin, buyer, baltic)
    const draft = await postOrder(buyer, orderBody(world))
    const sent = await acted(buyer, draft, 'send')
    const [mail] = await mailTo(t.database.db, contact, 'guest-link')
    expect(mail).toMatchObject({ subject: `Nordic Outdoor AB has sent you order ${sent.number}` })
    expect(mail!.text).toContain('The link is valid for 30 days.')
    const token = await lastLinkToken(t.database.db, contact, 'guest-link', '/guest/orders/')
    expect(mail!.text).toContain(`http://localhost:3000/guest/orders/${token}/confirm`)
    expect(await linksOf(buyer, sent.id)).toEqual([
      expect.objectContaining({ recipient_email: contact, status: 'active', created_by_name: null }),
    ])
    expect((await open(token)).json()).toMatchObject({ number: sent.number, can_answer: true })
  })

  it("opens the supplier's view of the order without signing in, and nothing of the buyer's internals", async () => {
    const { order } = await insertOrder(t.database.db)
    const { token, link } = await sentLink(order.id)
    expect(link.status).toBe('active')
    const opened = await open(token)
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.headers['referrer-policy']).toBe('no-referrer')
    const shown = opened.json()
    expect(shown).toMatchObject({
      number: order.number,
      buyer_name: 'Nordic Outdoor AB',
      supplier_name: 'Baltic Knit Ltd',
      recipient_email: contact,
      can_answer: true,
    })
    expect(shown.deliveries).toHaveLength(2)
    for (const internal of ['internal_notes', 'internal_status_id', 'assignees', 'allowed_actions'])
      expect(shown).not.toHaveProperty(internal)
    // The server never logs the token (ARCHITECTURE "never logged"), and the buyer's mail log hides it.
    // Raw, not parsed: parsing could trim a leaked token before the check.
    const outbox = (await admin.request(outboxEndpoints.list, { query: { per_page: 'all' } })).json()
    expect(JSON.stringify(outbox)).not.toContain(token)
  })

  it('stops working once expired, revoked or replaced, with the same answer each time', async () => {
    const { order } = await insertOrder(t.database.db)
    const first = await sentLink(order.id)
    const second = await sentLink(order.id)
    expect((await open(first.token)).statusCode).toBe(404)
    expect((await linksOf(buyer, order.id)).map((link) => link.status)).toEqual(['active', 'revoked'])

    await t.database.db
      .update(guestLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guestLinks.id, second.link.id))
    const expired = await guest.request(guestOrder.get, { params: { token: second.token }, locale: 'en' })
    expect(expired.statusCode).toBe(404)
    expect(expired.json().message).toBe("The link you clicked doesn't work.")

    const third = await sentLink(order.id)
    const revoked = await buyer.request(links.revoke, { params: { id: order.id, linkId: third.link.id } })
    expect(revoked.statusCode).toBe(200)
    const thirdOpened = await guest.request(guestOrder.get, { params: { token: third.token }, locale: 'en' })
    expect(thirdOpened.json()).toEqual(expired.json())
    expect((await guest.request(guestOrder.get, { params: { token: 'not-a-token' } })).statusCode).toBe(404)
  })

  it('stops working once the supplier has answered in the app, or the buyer took the order back', async () => {
    const confirmed = await insertOrder(t.database.db)
    const { token } = await sentLink(confirmed.order.id)
    await acted(baltic, confirmed.order, 'confirm')
    expect((await open(token)).statusCode).toBe(404)

    const returned = await insertOrder(t.database.db)
    const link = await sentLink(returned.order.id)
    await acted(buyer, returned.order, 'return_to_draft')
    expect((await open(link.token)).statusCode).toBe(404)
    expect((await linksOf(buyer, returned.order.id)).map((entry) => entry.status)).toEqual(['revoked'])
  })

  it('confirms the order once: a second click or tab finds the link spent', async () => {
    const { order } = await insertOrder(t.database.db)
    const { token } = await sentLink(order.id)
    const confirm = () =>
      guest.request(guestOrder.confirm, { params: { token }, body: { version: order.version } })
    const answers = await Promise.all([confirm(), confirm()])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404])
    const stored = await storedOrder(t.database.db, order.id)
    expect(stored.order).toMatchObject({ status: 'ordered', version: order.version + 1 })
    expect(stored.history).toEqual([
      expect.objectContaining({ event: 'confirm', actorName: contact, actorSide: 'supplier' }),
    ])
    expect((await confirm()).statusCode).toBe(404)
    expect((await open(token)).statusCode).toBe(404)
    const bell = await buyer.call(notificationEndpoints.unread)
    expect(bell.notifications[0]!.data.message).toContain(order.number)
  })

  it('confirms with changes: the order is confirmed and the changes wait for the buyer', async () => {
    const { order, deliveries, lines } = await insertOrder(t.database.db)
    const { token } = await sentLink(order.id)
    const proposed = await guest.request(guestOrder.propose, {
      params: { token },
      body: {
        version: order.version,
        deliveries: [{ delivery_id: deliveries[0]!.id, etd: '2027-03-15' }],
        lines: [{ line_id: lines[1]!.id, qty: '35' }],
      },
    })
    expect(proposed.statusCode, proposed.body).toBe(200)
    const [report] = await reportsOf(order.id)
    expect(report).toMatchObject({
      raised_by: 'supplier',
      status: 'pending',
      created_by_name: contact,
      allowed_actions: ['decide', 'force_confirm'],
    })
    expect((await storedOrder(t.database.db, order.id)).order.status).toBe('ordered')
  })

  it("reaches its own order only: another order's id in a change, or the deviation page, is refused", async () => {
    const mine = await insertOrder(t.database.db)
    const other = await insertOrder(t.database.db)
    const { token } = await sentLink(mine.order.id)
    const foreign = await guest.request(guestOrder.propose, {
      params: { token },
      body: { version: mine.order.version, lines: [{ line_id: other.lines[0]!.id, qty: '1' }] },
    })
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors).toEqual({ 'lines.0.line_id': ['Raden hör inte till ordern'] })
    expect((await guest.request(guestOrder.deviation, { params: { token } })).statusCode).toBe(404)
    expect((await storedOrder(t.database.db, other.order.id)).lines[0]!.qty).toBe('100.000')
  })
})

describe('a link with a password', () => {
  it('asks for the login details first, and the session opens that one link only', async () => {
    const one = await insertOrder(t.database.db)
    const two = await insertOrder(t.database.db)
    const first = await sentLink(one.order.id, { password: 'Harbour-2027' })
    const second = await sentLink(two.order.id, { password: 'Harbour-2027' })
    const locked = await open(first.token)
    expect(locked.statusCode).toBe(401)
    expect(locked.json().code).toBe('guest.signInRequired')

    const signIn = (token: string, email: string, password: string) =>
      guest.request(guestLinkEndpoints.signIn, { params: { token }, body: { email, password } })
    expect((await signIn(first.token, contact, 'wrong-password')).statusCode).toBe(422)
    expect((await signIn(first.token, 'someone@else.example', 'Harbour-2027')).statusCode).toBe(422)
    const signedIn = await signIn(first.token, contact, 'Harbour-2027')
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const cookie = signedIn.cookies[0]!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/guest' })
    const header = `${cookie.name}=${cookie.value}`
    expect((await open(first.token, header)).statusCode).toBe(200)
    expect((await open(second.token, header)).statusCode).toBe(401)
  })
})

describe("the buyer's change request through its link", () => {
  it('lets the contact accept or reject every change once', async () => {
    const { order, deliveries, lines } = await insertOrder(t.database.db)
    const requested = await buyer.request(deviationReportEndpoints.create, {
      params: { id: order.id },
      body: {
        order_version: order.version,
        deliveries: [{ delivery_id: deliveries[1]!.id, etd: '2027-03-25', eta: '2027-04-12' }],
        lines: [{ line_id: lines[2]!.id, qty: '75' }],
      },
    })
    expect(requested.statusCode, requested.body).toBe(201)
    const token = await lastLinkToken(t.database.db, contact, 'guest-link', '/guest/orders/')
    expect((await open(token)).statusCode).toBe(404)
    const { report } = await guest.call(guestOrder.deviation, { params: { token } })
    expect(report.changes.map((change) => change.field)).toEqual(['etd', 'eta', 'qty'])
    const verdict = (decision: (field: string) => DeviationVerdict) => ({
      version: report.version,
      decisions: report.changes.map((change) => ({
        change_id: change.id,
        decision: decision(change.field),
      })),
    })
    const partial = { ...verdict(() => 'accepted'), decisions: verdict(() => 'accepted').decisions.slice(1) }
    const decide = (body: ReturnType<typeof verdict>) =>
      guest.request(guestOrder.decideDeviation, { params: { token }, body })
    expect((await decide(partial)).statusCode).toBe(422)
    const answer = verdict((field) => (field === 'qty' ? 'rejected' : 'accepted'))
    const answered = await decide(answer)
    expect(answered.statusCode, answered.body).toBe(200)
    expect((await decide(answer)).statusCode).toBe(404)
    const stored = await storedOrder(t.database.db, order.id)
    expect(stored.deliveries[1]).toMatchObject({ etd: '2027-03-25', eta: '2027-04-12' })
    expect(stored.lines.find((line) => line.id === lines[2]!.id)!.qty).toBe('60.000')
    const [decided] = await reportsOf(order.id)
    expect(decided).toMatchObject({ status: 'confirmed', decided_by_name: contact })
  })
})

describe("the buyer's link controls", () => {
  it("are the buyer's alone", async () => {
    const { order } = await insertOrder(t.database.db)
    const ofOrder = { params: { id: order.id } }
    expect((await baltic.request(links.list, ofOrder)).statusCode).toBe(404)
    expect((await baltic.request(links.send, { ...ofOrder, body: {} })).statusCode).toBe(404)
    const ordered = await insertOrder(t.database.db, { status: 'ordered' })
    const late = await buyer.request(links.send, { params: { id: ordered.order.id }, body: {} })
    expect(late.statusCode).toBe(409)
    const short = await buyer.request(links.send, { ...ofOrder, body: { password: 'short' } })
    expect(short.json().errors).toEqual({ password: ['Ett lösenord för länken måste ha minst 8 tecken'] })
  })
})
