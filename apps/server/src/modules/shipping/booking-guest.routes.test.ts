import {
  type Booking,
  type BookingAction,
  bookingDiscrepancyEndpoints as discrepancies,
  bookingEndpoints as e,
  type GuestBooking,
  guestBookingEndpoints as guest,
  guestLinkEndpoints,
  inventoryEndpoints,
  bookingGuestLinkEndpoints as links,
  notificationEndpoints,
  orderEndpoints,
  orderViewEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { lastLinkToken } from '../../testing/outbox-mail.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { type OrderWorld, orderWorld } from '../orders/testing/order-fixtures.ts'
import { bookingFixtures } from './testing/booking-fixtures.ts'

let t: TestApp
let clients: Awaited<ReturnType<typeof demoClients>>
let admin: ApiClient
let world: OrderWorld
let fixtures: ReturnType<typeof bookingFixtures>
const forwarder = 'ops@dbs-freight.example'
const password = 'Freight-2027'

beforeAll(async () => {
  t = await createTestApp()
  clients = await demoClients(t.app)
  admin = clients.admin
  world = await orderWorld(admin, clients.buyer, clients.baltic)
  fixtures = bookingFixtures(t, world, admin)
})
afterAll(() => t.close())

const mark = async (booking: Booking, action: BookingAction) =>
  (
    await admin.request(e.mark, { params: { id: booking.id }, body: { action, version: booking.version } })
  ).json() as Booking

// A booking of one delivery of `qty`, packed in cartons of `cartons`, with its pickup scheduled.
async function scheduledBooking(qty: string, cartons: string[]) {
  const order = await fixtures.confirmedOrder([{ qty }])
  const draft = await admin.call(e.create, { body: fixtures.body(order) })
  const packed = (await fixtures.packAll(draft, [cartons])).json() as Booking
  return { order, booking: await mark(packed, 'schedule_pickup') }
}

async function stockOf(code: string) {
  const page = await admin.call(inventoryEndpoints.list, {
    query: { search: code, filter: { warehouse_id: world.id('warehouses', 'Gothenburg') } },
  })
  return Number(page.data.find((one) => one.article_code === code)?.on_hand ?? '0')
}

// Sends the booking to the forwarder and signs in as the forwarder: the token and the session cookie.
async function sendAndSignIn(booking: Booking) {
  await admin.call(links.send, { params: { id: booking.id }, body: { email: forwarder, password } })
  const token = await lastLinkToken(t.database.db, forwarder, 'guest-link', '/guest/bookings/')
  const signIn = await clients.guest.request(guestLinkEndpoints.signIn, {
    params: { token },
    body: { email: forwarder, password },
  })
  expect(signIn.statusCode, signIn.body).toBe(200)
  return { token, cookie: `${signIn.cookies[0]!.name}=${signIn.cookies[0]!.value}` }
}

const asGuest = (cookie: string, call: ReturnType<typeof toCall>) =>
  t.app.inject({ method: call.method, url: call.url, payload: call.payload as object, headers: { cookie } })

describe(`booking discrepancies, track and trace and the guest (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('saves a discrepancy on a line or a package, decided by the buyer before the goods are received', async () => {
    const { booking } = await scheduledBooking('10', ['6', '4'])
    const params = { id: booking.id }
    const view = await admin.call(discrepancies.list, { params })
    expect(view).toMatchObject({ open: true, discrepancies: [] })
    const [delivery] = view.deliveries
    expect(delivery!.lines).toEqual([expect.objectContaining({ article_code: 'NO-2001', quantity: '10' })])
    expect(delivery!.packages.map((one) => one.quantity)).toEqual(['6', '4'])
    const lineId = delivery!.lines[0]!.line_id
    const report = (changes: object) => ({
      ...toCall(discrepancies.report, { params }),
      payload: { booking_delivery_id: delivery!.booking_delivery_id, reported_quantity: '9', ...changes },
    })
    await expectFieldError(admin, report({}), 'line_id', {
      en: 'Choose the line or the package the new quantity is about',
      sv: 'Välj raden eller kollit som den nya kvantiteten gäller',
    })
    await expectFieldError(admin, report({ line_id: lineId, reported_quantity: '10' }), 'reported_quantity', {
      en: 'The new quantity is the same as the expected one (10)',
      sv: 'Den nya kvantiteten är densamma som den väntade (10)',
    })
    await expectFieldError(admin, report({ package_index: 2 }), 'package_index', {
      en: 'The delivery has no such package',
      sv: 'Leveransen har inget sådant kolli',
    })
    const short = await admin.call(discrepancies.report, {
      params,
      body: {
        booking_delivery_id: delivery!.booking_delivery_id,
        line_id: lineId,
        reported_quantity: '9',
        note: 'One carton torn',
      },
    })
    expect(short.discrepancies[0]).toMatchObject({
      subject: expect.stringContaining('NO-2001'),
      expected_quantity: '10',
      reported_quantity: '9',
      note: 'One carton torn',
      status: 'saved',
      reporter: 'buyer',
    })
    const withPackage = await admin.call(discrepancies.report, {
      params,
      body: { booking_delivery_id: delivery!.booking_delivery_id, package_index: 1, reported_quantity: '3' },
    })
    const [onPackage, onLine] = withPackage.discrepancies
    expect(onPackage).toMatchObject({ subject: '2. Carton', expected_quantity: '4', package_index: 1 })

    let moving = await mark(await admin.call(e.get, { params }), 'mark_in_transit')
    moving = await mark(moving, 'mark_goods_delivered')
    const early = await admin.request(e.mark, {
      params,
      body: { action: 'mark_goods_receipt', version: moving.version },
      locale: 'en',
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(
      `Booking ${booking.number} cannot be marked goods received: 2 discrepancies wait for your decision`,
    )
    const decide = (id: string, decision: 'approve' | 'reject', version: number) =>
      admin.request(discrepancies.decide, {
        params: { id: booking.id, discrepancyId: id },
        body: { decision, version },
      })
    expect((await decide(onLine!.id, 'approve', onLine!.version + 1)).statusCode).toBe(409)
    expect((await decide(onLine!.id, 'approve', onLine!.version)).statusCode).toBe(200)
    expect((await decide(onLine!.id, 'reject', onLine!.version + 1)).statusCode).toBe(409)
    const decided = (await decide(onPackage!.id, 'approve', onPackage!.version)).json()
    expect(decided.discrepancies.map((one: { status: string }) => one.status)).toEqual([
      'approved',
      'approved',
    ])
    expect(decided.deliveries[0].packages.map((one: { quantity: string }) => one.quantity)).toEqual([
      '6',
      '3',
    ])

    const before = await stockOf('NO-2001')
    const received = await mark(await admin.call(e.get, { params }), 'mark_goods_receipt')
    expect(received.status).toBe('goods_receipt')
    // The approved line's 9 came in, not the 10 ordered.
    expect(await stockOf('NO-2001')).toBe(before + 9)
    expect(received.history.map((entry) => entry.event).slice(0, 5)).toEqual([
      'mark_goods_receipt',
      'discrepancy_approved',
      'discrepancy_approved',
      'mark_goods_delivered',
      'mark_in_transit',
    ])
    const closed = await admin.request(discrepancies.report, {
      params,
      body: { booking_delivery_id: delivery!.booking_delivery_id, line_id: lineId, reported_quantity: '8' },
      locale: 'en',
    })
    expect(closed.statusCode).toBe(409)
    expect(closed.json().message).toContain(
      'discrepancies are reported from the pickup until the goods are received',
    )
  })

  it('lets the forwarder keep the dates and tracking, mark the transport and report a discrepancy', async () => {
    const { order, booking } = await scheduledBooking('5', ['5'])
    const link = await admin.call(links.send, {
      params: { id: booking.id },
      body: { email: forwarder, password },
    })
    expect(link).toMatchObject({ recipient_email: forwarder, password_required: true, status: 'active' })
    expect((await admin.call(e.get, { params: { id: booking.id } })).guest_link).toMatchObject({
      id: link.id,
    })
    const { token, cookie } = await sendAndSignIn(booking)
    // Without signing in the link asks for it; an unknown token is "the link doesn't work".
    expect((await clients.guest.request(guest.get, { params: { token } })).statusCode).toBe(401)
    expect((await clients.guest.request(guest.get, { params: { token: 'x'.repeat(43) } })).statusCode).toBe(
      404,
    )

    const seen = (await asGuest(cookie, toCall(guest.get, { params: { token } }))).json() as GuestBooking
    expect(seen).toMatchObject({
      company_name: 'Nordic Outdoor AB',
      booking: { number: booking.number, status: 'pickup_scheduled', allowed_actions: ['mark_in_transit'] },
    })
    expect(JSON.stringify(seen)).not.toContain('history')

    const tracking = {
      pickup_date: '2027-05-04',
      delivery_date: '2027-05-19',
      last_mile_eta: '2027-05-20',
      forwarder_reference: 'DBS-9921',
      shipment_reference: 'MSKU 778812',
      tracking_link: 'https://track.dbs-freight.example/MSKU778812',
      version: seen.booking.version,
    }
    const tracked = await asGuest(cookie, toCall(guest.tracking, { params: { token }, body: tracking }))
    expect(tracked.statusCode, tracked.body).toBe(200)
    const stale = await asGuest(cookie, toCall(guest.tracking, { params: { token }, body: tracking }))
    expect(stale.statusCode).toBe(409)
    const badLink = await asGuest(cookie, {
      ...toCall(guest.tracking, { params: { token } }),
      payload: { ...tracking, tracking_link: 'javascript:alert(1)' },
    })
    expect(badLink.statusCode).toBe(422)
    expect(Object.keys(badLink.json().errors)).toEqual(['tracking_link'])

    const after = tracked.json() as GuestBooking
    const moved = await asGuest(cookie, {
      ...toCall(guest.mark, { params: { token } }),
      payload: { action: 'mark_in_transit', version: after.booking.version },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect((moved.json() as GuestBooking).booking).toMatchObject({
      status: 'in_transit',
      allowed_actions: ['mark_goods_delivered'],
    })
    expect((await admin.call(orderEndpoints.get, { params: { id: order.id } })).status).toBe('in_transit')
    const receipt = await asGuest(cookie, {
      ...toCall(guest.mark, { params: { token } }),
      payload: { action: 'mark_goods_receipt', version: after.booking.version + 1 },
    })
    expect(receipt.statusCode).toBe(422)

    const staffView = await admin.call(e.get, { params: { id: booking.id } })
    expect(staffView).toMatchObject({
      status: 'in_transit',
      tracking_link: tracking.tracking_link,
      last_mile_eta: '2027-05-20',
      shipment_reference: 'MSKU 778812',
    })
    expect(staffView.history.slice(0, 2).map((entry) => [entry.event, entry.actor_name])).toEqual([
      ['mark_in_transit', forwarder],
      ['tracking_updated', forwarder],
    ])

    const view = (await asGuest(cookie, toCall(guest.discrepancies, { params: { token } }))).json()
    const delivery = view.deliveries[0]
    const reported = await asGuest(cookie, {
      ...toCall(guest.report, { params: { token } }),
      payload: {
        booking_delivery_id: delivery.booking_delivery_id,
        line_id: delivery.lines[0].line_id,
        reported_quantity: '4',
      },
    })
    expect(reported.statusCode, reported.body).toBe(201)
    expect(reported.json().discrepancies[0]).toMatchObject({
      reporter: 'guest',
      reported_by_name: forwarder,
      status: 'saved',
    })
    const notices = await admin.call(notificationEndpoints.list, { query: { per_page: 'all' } })
    const messages = notices.data.map((notice) => notice.data.message)
    // In the admin's language, Swedish.
    expect(messages).toContain(`${forwarder} markerade bokning ${booking.number} under transport`)
    expect(messages).toContain(
      `${forwarder} rapporterade en avvikelse på bokning ${booking.number}: NO-2001 ${delivery.lines[0].article_name}, ny kvantitet 4`,
    )
    // The buyer decides; the guest may not (there is no such guest call) and sees the outcome.
    const [saved] = reported.json().discrepancies
    await admin.call(discrepancies.decide, {
      params: { id: booking.id, discrepancyId: saved.id },
      body: { decision: 'reject', version: saved.version },
    })
    const outcome = (await asGuest(cookie, toCall(guest.discrepancies, { params: { token } }))).json()
    expect(outcome.discrepancies[0]).toMatchObject({ status: 'rejected' })

    // Revoked, the link no longer opens.
    await admin.call(links.revoke, {
      params: {
        id: booking.id,
        linkId: (await admin.call(e.get, { params: { id: booking.id } })).guest_link!.id,
      },
    })
    expect((await asGuest(cookie, toCall(guest.get, { params: { token } }))).statusCode).toBe(404)
  })

  it('lets the buyer keep the tracking past the draft, until the goods are received', async () => {
    const seeded = (await admin.call(e.list, { query: { filter: { status: 'in_transit' } } })).data[0]!
    const current = await admin.call(e.get, { params: { id: seeded.id } })
    const changed = await admin.call(links.tracking, {
      params: { id: seeded.id },
      body: {
        pickup_date: current.pickup_date,
        delivery_date: current.delivery_date,
        last_mile_eta: '2027-06-02',
        forwarder_reference: current.forwarder_reference,
        shipment_reference: current.shipment_reference,
        tracking_link: 'https://track.example/BK1',
        version: current.version,
      },
    })
    expect(changed).toMatchObject({ last_mile_eta: '2027-06-02', tracking_link: 'https://track.example/BK1' })
    expect(changed.version).toBe(current.version + 1)
    // The inbound tracker shows it beside the delivery, to the buyer only.
    const code = current.deliveries[0]!.delivery_code
    const tracked = await admin.call(orderViewEndpoints.inboundTracker, { query: { search: code } })
    expect(tracked.data.find((row) => row.code === code)!.booking).toEqual({
      id: seeded.id,
      number: seeded.number,
      status: 'in_transit',
      shipment_reference: current.shipment_reference,
      tracking_link: 'https://track.example/BK1',
      last_mile_eta: '2027-06-02',
    })
    const supplierView = await clients.baltic.call(orderViewEndpoints.inboundTracker, {
      query: { search: code },
    })
    expect(supplierView.data.find((row) => row.code === code)?.booking ?? null).toBeNull()
  })

  it('hides discrepancies, links and tracking from another company and from those signed out', async () => {
    const seeded = (await admin.call(e.list, { query: { filter: { status: 'in_transit' } } })).data[0]!
    const params = { id: seeded.id }
    const calls = [
      toCall(discrepancies.list, { params }),
      toCall(discrepancies.report, {
        params,
        body: { booking_delivery_id: seeded.id, line_id: seeded.id, reported_quantity: '1' },
      }),
      toCall(discrepancies.decide, {
        params: { id: seeded.id, discrepancyId: seeded.id },
        body: { decision: 'approve', version: 0 },
      }),
      toCall(links.send, { params, body: { email: forwarder, password } }),
      toCall(links.revoke, { params: { id: seeded.id, linkId: seeded.id } }),
      toCall(links.tracking, { params, body: { version: 0 } }),
    ]
    await expectHiddenFrom(clients.baltic, calls, [seeded.number])
    await expectStatusForEach(clients.guest, calls, 401)
  })
})
