import {
  accountEndpoints,
  authEndpoints,
  demoRequestEndpoints,
  type EndpointQuery,
  type OutboxMail,
  outboxEndpoints as outbox,
  roleEndpoints,
  userEndpoints,
} from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../platform/db/rows.ts'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { jobsSettled } from '../../testing/jobs.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient

type StoredMail = { id: string; kind: string; to: string; text: string }
const mails: Record<string, StoredMail> = {}
const tos = (list: { data: OutboxMail[] }) => list.data.map((mail) => mail.to)

async function stored(kind: string, to: string): Promise<StoredMail> {
  const [row] = await rows<StoredMail>(
    t.database.db,
    sql`select id, kind, "to", text from outbox where kind = ${kind} and "to" = ${to}`,
  )
  expect(row, `${kind} to ${to}`).toBeDefined()
  return row!
}

async function invite(client: ApiClient, email: string) {
  const roles = await client.call(roleEndpoints.options)
  const response = await client.request(userEndpoints.invite, {
    body: { email, role_ids: [roles.find((role) => role.role_type === 1)!.id] },
  })
  expect(response.statusCode, response.body).toBe(201)
}

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))

  // The mail each kind of action writes: invites (company mail), a reset and an address check
  // (one person's own links), and a demo request (no company at all).
  await invite(admin, 'alva@nordic.demo')
  await invite(admin, 'bo@nordic.demo')
  await invite(baltic, 'janis@baltic.demo')
  const reset = await guest.request(authEndpoints.forgotPassword, { body: { email: 'buyer@nordic.demo' } })
  expect(reset.statusCode).toBe(200)
  const change = await buyer.request(accountEndpoints.changeEmail, {
    body: { email: 'erik.new@nordic.demo', current_password: 'Demo1234!' },
  })
  expect(change.statusCode, change.body).toBe(200)
  const demo = await guest.request(demoRequestEndpoints.create, {
    body: { name: 'Dora Demo', email: 'dora@prospect.demo', company: 'Prospect AB' },
  })
  expect(demo.statusCode, demo.body).toBe(201)
  // Delivery is a job that runs after the response; the list below shows its outcome.
  await jobsSettled(t.database.db)

  mails.alva = await stored('user-invite', 'alva@nordic.demo')
  mails.bo = await stored('user-invite', 'bo@nordic.demo')
  mails.janis = await stored('user-invite', 'janis@baltic.demo')
  mails.reset = await stored('password-reset', 'buyer@nordic.demo')
  mails.verify = await stored('email-verification', 'erik.new@nordic.demo')
  const [demoMail] = await rows<StoredMail>(
    t.database.db,
    sql`select id from outbox where kind = 'demo-request'`,
  )
  mails.demo = demoMail!
})
afterAll(() => t.close())

describe('outbox: the company mail log', () => {
  it("lists the company's own mail, newest first, with the total", async () => {
    const list = await admin.call(outbox.list)
    expect(list.meta).toEqual({
      total: 2,
      total_capped: false,
      total_estimated: false,
      page: 1,
      per_page: '60',
    })
    expect(tos(list)).toEqual(['bo@nordic.demo', 'alva@nordic.demo'])
    expect(list.data[0]).toMatchObject({ kind: 'user-invite', status: 'logged', error: null })
    expect(list.data[0]!.sent_at).not.toBeNull()
  })

  it('shows a mail with its invite link', async () => {
    const mail = await admin.call(outbox.get, { params: { id: mails.alva!.id } })
    expect(mail).toMatchObject({ id: mails.alva!.id, kind: 'user-invite', to: 'alva@nordic.demo' })
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{20,}/)
    expect(mail.subject).toContain('Nordic Outdoor AB')
  })

  it('searches, filters, sorts and pages', async () => {
    const list = (query: EndpointQuery<typeof outbox.list>) => admin.call(outbox.list, { query })
    expect(tos(await list({ search: 'ALVA' }))).toEqual(['alva@nordic.demo'])
    expect(tos(await list({ sort: 'to' }))).toEqual(['alva@nordic.demo', 'bo@nordic.demo'])
    expect((await list({ filter: { kind: 'user-invite', status: 'logged' } })).meta.total).toBe(2)
    expect((await list({ filter: { status: 'failed' } })).meta.total).toBe(0)
    // Read unparsed: the test is about the exact answer, which parsing would trim to the schema.
    const emptyPage = await admin.request(outbox.list, { query: { per_page: '200', page: 2 } })
    expect(emptyPage.json()).toEqual({
      data: [],
      meta: { total: 2, total_capped: false, total_estimated: false, page: 2, per_page: '200' },
    })
    // Cast: a kind not on the list and a filter the contract does not have.
    const spam = toCall(outbox.list, { query: { filter: { kind: 'spam' } } as never })
    await expectFieldError(admin, spam, 'filter.kind', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    const byCompany = toCall(outbox.list, { query: { filter: { company_id: 'x' } } as never })
    await expectFieldError(admin, byCompany, 'filter.company_id', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
  })
})

describe("outbox: nobody reads another user's sign-in links", () => {
  it('keeps password-reset and address-verification mail out of the list, whatever the filter', async () => {
    // Read unparsed: parsing would drop any field that leaks a link before the check could see it.
    for (const query of [
      { per_page: 'all' },
      { filter: { kind: 'password-reset' } },
      { filter: { kind: 'email-verification' } },
      { search: 'buyer@nordic.demo' },
      { search: 'erik.new' },
    ] as const) {
      const list = (await admin.request(outbox.list, { query })).json()
      expectNoneOf(list, [mails.reset!.id, mails.verify!.id])
      expect(JSON.stringify(list)).not.toMatch(/reset-password|verify-email/)
    }
  })

  it('answers 404 for a reset or verification mail, even to the admin of its company', async () => {
    await expectHiddenFrom(
      admin,
      [
        toCall(outbox.get, { params: { id: mails.reset!.id } }),
        toCall(outbox.get, { params: { id: mails.verify!.id } }),
      ],
      ['reset-password', 'verify-email', 'buyer@nordic.demo'],
    )
    // The mail does exist, with its link: it is hidden, not missing.
    expect(mails.reset!.text).toContain('/reset-password?token=')
    expect(mails.verify!.text).toContain('/verify-email/')
  })

  it('never shows mail that no company caused', async () => {
    const demo = toCall(outbox.get, { params: { id: mails.demo!.id } })
    await expectHiddenFrom(admin, [demo])
    await expectHiddenFrom(baltic, [demo])
    const listed = await admin.call(outbox.list, { query: { filter: { kind: 'demo-request' } } })
    expect(listed.meta.total).toBe(0)
  })
})

describe('outbox: access', () => {
  it("keeps each company's mail to itself", async () => {
    // Read unparsed: the check that nothing of Nordic's leaks must see the whole answer.
    const list = (await baltic.request(outbox.list, { query: { per_page: 'all' } })).json()
    expect(list.meta.total).toBe(1)
    expect(tos(list)).toEqual(['janis@baltic.demo'])
    expectNoneOf(list, [mails.alva!.id, mails.bo!.id, mails.reset!.id, mails.verify!.id])
    expect((await baltic.call(outbox.list, { query: { search: 'nordic' } })).meta.total).toBe(0)
    await expectHiddenFrom(
      baltic,
      [
        toCall(outbox.get, { params: { id: mails.alva!.id } }),
        toCall(outbox.get, { params: { id: mails.bo!.id } }),
        toCall(outbox.get, { params: { id: mails.reset!.id } }),
      ],
      ['nordic.demo', '/invite/'],
    )
    const janis = { params: { id: mails.janis!.id } }
    await expectHiddenFrom(admin, [toCall(outbox.get, janis)], ['baltic.demo'])
    expect((await baltic.request(outbox.get, janis)).statusCode).toBe(200)
  })

  it('answers 401 without a token and 403 to a purchaser', async () => {
    const calls = [
      toCall(outbox.list),
      toCall(outbox.get, { params: { id: mails.alva!.id } }),
      toCall(outbox.get, { params: { id: mails.reset!.id } }),
    ]
    await expectStatusForEach(guest, calls, 401)
    await expectStatusForEach(buyer, calls, 403)
  })

  it('answers 404, not 500, for a malformed id, and has no write routes', async () => {
    await expectStatusForEach(
      admin,
      [
        toCall(outbox.get, { params: { id: 'not-an-id' } }),
        toCall(outbox.get, { params: { id: '123' } }),
        // The contract has no write endpoint for the outbox: these calls are the proof that none exists.
        { method: 'DELETE', url: `/api/outbox/${mails.alva!.id}` },
        { method: 'PUT', url: `/api/outbox/${mails.alva!.id}`, payload: { status: 'sent' } },
      ],
      404,
    )
    expect((await admin.request(outbox.get, { params: { id: mails.alva!.id } })).statusCode).toBe(200)
  })
})
