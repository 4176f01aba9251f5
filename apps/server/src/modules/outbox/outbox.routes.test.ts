import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../platform/db/rows.ts'
import { type ApiClient, expectFieldError, expectStatusForEach } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { jobsSettled } from '../../testing/jobs.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient

type Mail = { id: string; kind: string; to: string; subject: string; text: string; status: string }
type StoredMail = { id: string; kind: string; to: string; text: string }
const mails: Record<string, StoredMail> = {}
const tos = (list: { data: Mail[] }) => list.data.map((mail) => mail.to)

async function stored(kind: string, to: string): Promise<StoredMail> {
  const [row] = await rows<StoredMail>(
    t.database.db,
    sql`select id, kind, "to", text from outbox where kind = ${kind} and "to" = ${to}`,
  )
  expect(row, `${kind} to ${to}`).toBeDefined()
  return row!
}

async function invite(client: ApiClient, email: string) {
  const roles = (await client.get('/api/roles/options')).json() as Array<{ id: string; role_type: number }>
  const response = await client.post('/api/users/invites', {
    email,
    role_ids: [roles.find((role) => role.role_type === 1)!.id],
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
  const reset = await guest.post('/api/auth/forgot-password', { email: 'buyer@nordic.demo' })
  expect(reset.statusCode).toBe(200)
  const change = await buyer.post('/api/account/email', {
    email: 'erik.new@nordic.demo',
    current_password: 'Demo1234!',
  })
  expect(change.statusCode, change.body).toBe(200)
  const demo = await guest.post('/api/demo-requests', {
    name: 'Dora Demo',
    email: 'dora@prospect.demo',
    company: 'Prospect AB',
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
    const response = await admin.get('/api/outbox')
    expect(response.statusCode).toBe(200)
    const list = response.json()
    expect(list.meta).toEqual({ total: 2, total_capped: false, page: 1, per_page: '60' })
    expect(tos(list)).toEqual(['bo@nordic.demo', 'alva@nordic.demo'])
    expect(list.data[0]).toMatchObject({ kind: 'user-invite', status: 'logged', error: null })
    expect(list.data[0].sent_at).not.toBeNull()
  })

  it('shows a mail with its invite link', async () => {
    const response = await admin.get(`/api/outbox/${mails.alva!.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: mails.alva!.id, kind: 'user-invite', to: 'alva@nordic.demo' })
    expect(response.json().text).toMatch(/http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{20,}/)
    expect(response.json().subject).toContain('Nordic Outdoor AB')
  })

  it('searches, filters, sorts and pages', async () => {
    expect(tos((await admin.get('/api/outbox?search=ALVA')).json())).toEqual(['alva@nordic.demo'])
    expect(tos((await admin.get('/api/outbox?sort=to')).json())).toEqual([
      'alva@nordic.demo',
      'bo@nordic.demo',
    ])
    expect(
      (await admin.get('/api/outbox?filter[kind]=user-invite&filter[status]=logged')).json().meta.total,
    ).toBe(2)
    expect((await admin.get('/api/outbox?filter[status]=failed')).json().meta.total).toBe(0)
    expect((await admin.get('/api/outbox?per_page=200&page=2')).json()).toEqual({
      data: [],
      meta: { total: 2, total_capped: false, page: 2, per_page: '200' },
    })
    await expectFieldError(admin, { method: 'GET', url: '/api/outbox?filter[kind]=spam' }, 'filter.kind', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    await expectFieldError(
      admin,
      { method: 'GET', url: '/api/outbox?filter[company_id]=x' },
      'filter.company_id',
      {
        sv: 'Fältet är inte tillåtet',
        en: 'This field is not allowed',
      },
    )
  })
})

describe("outbox: nobody reads another user's sign-in links", () => {
  it('keeps password-reset and address-verification mail out of the list, whatever the filter', async () => {
    for (const url of [
      '/api/outbox?per_page=all',
      '/api/outbox?filter[kind]=password-reset',
      '/api/outbox?filter[kind]=email-verification',
      '/api/outbox?search=buyer@nordic.demo',
      '/api/outbox?search=erik.new',
    ]) {
      const list = (await admin.get(url)).json()
      expectNoneOf(list, [mails.reset!.id, mails.verify!.id])
      expect(JSON.stringify(list)).not.toMatch(/reset-password|verify-email/)
    }
  })

  it('answers 404 for a reset or verification mail, even to the admin of its company', async () => {
    await expectHiddenFrom(
      admin,
      [
        { method: 'GET', url: `/api/outbox/${mails.reset!.id}` },
        { method: 'GET', url: `/api/outbox/${mails.verify!.id}` },
      ],
      ['reset-password', 'verify-email', 'buyer@nordic.demo'],
    )
    // The mail does exist, with its link: it is hidden, not missing.
    expect(mails.reset!.text).toContain('/reset-password?token=')
    expect(mails.verify!.text).toContain('/verify-email/')
  })

  it('never shows mail that no company caused', async () => {
    await expectHiddenFrom(admin, [{ method: 'GET', url: `/api/outbox/${mails.demo!.id}` }])
    await expectHiddenFrom(baltic, [{ method: 'GET', url: `/api/outbox/${mails.demo!.id}` }])
    expect((await admin.get('/api/outbox?filter[kind]=demo-request')).json().meta.total).toBe(0)
  })
})

describe('outbox: access', () => {
  it("keeps each company's mail to itself", async () => {
    const list = (await baltic.get('/api/outbox?per_page=all')).json()
    expect(list.meta.total).toBe(1)
    expect(tos(list)).toEqual(['janis@baltic.demo'])
    expectNoneOf(list, [mails.alva!.id, mails.bo!.id, mails.reset!.id, mails.verify!.id])
    expect((await baltic.get('/api/outbox?search=nordic')).json().meta.total).toBe(0)
    await expectHiddenFrom(
      baltic,
      [
        { method: 'GET', url: `/api/outbox/${mails.alva!.id}` },
        { method: 'GET', url: `/api/outbox/${mails.bo!.id}` },
        { method: 'GET', url: `/api/outbox/${mails.reset!.id}` },
      ],
      ['nordic.demo', '/invite/'],
    )
    await expectHiddenFrom(admin, [{ method: 'GET', url: `/api/outbox/${mails.janis!.id}` }], ['baltic.demo'])
    expect((await baltic.get(`/api/outbox/${mails.janis!.id}`)).statusCode).toBe(200)
  })

  it('answers 401 without a token and 403 to a purchaser', async () => {
    const calls = [
      { method: 'GET', url: '/api/outbox' },
      { method: 'GET', url: `/api/outbox/${mails.alva!.id}` },
      { method: 'GET', url: `/api/outbox/${mails.reset!.id}` },
    ] as const
    await expectStatusForEach(guest, [...calls], 401)
    await expectStatusForEach(buyer, [...calls], 403)
  })

  it('answers 404, not 500, for a malformed id, and has no write routes', async () => {
    await expectStatusForEach(
      admin,
      [
        { method: 'GET', url: '/api/outbox/not-an-id' },
        { method: 'GET', url: '/api/outbox/123' },
        { method: 'DELETE', url: `/api/outbox/${mails.alva!.id}` },
        { method: 'PUT', url: `/api/outbox/${mails.alva!.id}`, payload: { status: 'sent' } },
      ],
      404,
    )
    expect((await admin.get(`/api/outbox/${mails.alva!.id}`)).statusCode).toBe(200)
  })
})
