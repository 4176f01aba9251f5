import {
  guestMilestoneEndpoints as guest,
  guestLinkEndpoints,
  milestoneGuestLinkEndpoints,
  orderMilestoneEndpoints as milestones,
  orderEndpoints,
} from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../../platform/db/rows.ts'
import { inGuestDocument } from '../../../platform/db/tenant.ts'
import { type ApiClient, toCall } from '../../../testing/api-client.ts'
import { lastLinkToken } from '../../../testing/outbox-mail.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
let buyer: ApiClient
let baltic: ApiClient
let guestClient: ApiClient
let orderId: string
const agent = 'agent@inspect.example'

beforeAll(async () => {
  t = await createTestApp()
  ;({ buyer, baltic, guest: guestClient } = await demoClients(t.app))
  const list = await buyer.call(orderEndpoints.list, { query: { per_page: 'all' } })
  orderId = list.data.find((order) => order.number === 'PO-000003')!.id
})
afterAll(() => t.close())

const milestoneNamed = async (name: string) =>
  (await buyer.call(milestones.list, { params: { id: orderId } })).milestones.find((m) => m.name === name)!

// The guest's request with its session cookie.
const asGuest = (cookie: string, call: ReturnType<typeof toCall>) =>
  t.app.inject({ method: call.method, url: call.url, payload: call.payload as object, headers: { cookie } })

describe('a milestone sent to a guest', () => {
  it('opens after sign-in with the e-mail and password; the guest updates and comments on that one milestone', async () => {
    const inspection = await milestoneNamed('Final inspection')
    const short = await buyer.request(milestoneGuestLinkEndpoints.send, {
      params: { id: orderId, milestoneId: inspection.id },
      body: { email: agent, password: 'short' },
      locale: 'en',
    })
    expect(short.json().errors).toEqual({ password: ['Enter at least 8 characters'] })
    const refused = await baltic.request(milestoneGuestLinkEndpoints.send, {
      params: { id: orderId, milestoneId: inspection.id },
      body: { email: agent, password: 'Inspect-2027' },
    })
    expect(refused.statusCode).toBe(403)
    const link = await buyer.call(milestoneGuestLinkEndpoints.send, {
      params: { id: orderId, milestoneId: inspection.id },
      body: { email: agent, password: 'Inspect-2027' },
    })
    expect(link).toMatchObject({ recipient_email: agent, password_required: true, status: 'active' })
    const token = await lastLinkToken(t.database.db, agent, 'guest-link', '/guest/milestones/')

    const locked = await guestClient.request(guest.get, { params: { token } })
    expect(locked.statusCode).toBe(401)
    const signIn = await guestClient.request(guestLinkEndpoints.signIn, {
      params: { token },
      body: { email: agent, password: 'Inspect-2027' },
    })
    expect(signIn.statusCode, signIn.body).toBe(200)
    const cookie = `${signIn.cookies[0]!.name}=${signIn.cookies[0]!.value}`

    const opened = await asGuest(cookie, toCall(guest.get, { params: { token } }))
    expect(opened.json()).toMatchObject({
      order_number: 'PO-000003',
      workflow_name: 'Apparel standard',
      milestone: { id: inspection.id, name: 'Final inspection', status: 'not_started' },
    })
    const updated = await asGuest(
      cookie,
      toCall(guest.update, {
        params: { token },
        body: { status: 'in_progress', version: inspection.version },
      }),
    )
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json().milestone).toMatchObject({ status: 'in_progress', version: inspection.version + 1 })
    const stale = await asGuest(
      cookie,
      toCall(guest.update, { params: { token }, body: { status: 'done', version: inspection.version } }),
    )
    expect(stale.statusCode).toBe(409)
    const commented = await asGuest(
      cookie,
      toCall(guest.comment, { params: { token }, body: { text: 'Inspection booked for Monday' } }),
    )
    expect(commented.statusCode, commented.body).toBe(201)
    expect(commented.json().milestone.comments).toMatchObject([
      { author_name: agent, author_side: 'guest', text: 'Inspection booked for Monday' },
    ])

    const asBuyer = await milestoneNamed('Final inspection')
    expect(asBuyer).toMatchObject({ status: 'in_progress' })
    const history = await buyer.call(orderEndpoints.history, { params: { id: orderId } })
    expect(history.at(-1)).toMatchObject({
      event: 'milestone_updated',
      actor_name: agent,
      changes: [{ field: 'Final inspection', before: 'not_started', after: 'in_progress' }],
    })
  })

  it('reaches its one milestone and nothing else in the database', async () => {
    const inspection = await milestoneNamed('Final inspection')
    const db = t.database.db
    const tables = await rows<{ tablename: string }>(
      db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
    const seen = await inGuestDocument(db, inspection.id, async (tx) => {
      const counts: Record<string, number> = {}
      for (const { tablename } of tables) {
        const [row] = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.identifier(tablename)}`,
        )
        if (row!.n > 0) counts[tablename] = row!.n
      }
      return counts
    })
    expect(seen).toEqual({ order_milestones: 1, order_milestone_comments: 1 })
    const other = await milestoneNamed('Ex-factory')
    const hijacked = await inGuestDocument(db, inspection.id, (tx) =>
      rows(tx, sql`update order_milestones set status = 'done' where id = ${other.id} returning id`),
    )
    expect(hijacked).toEqual([])
  })
})
