import {
  accountEndpoints,
  authEndpoints,
  demoRequestEndpoints,
  deviationReportEndpoints,
  guestOrderEndpoints,
  MailKind,
  outboxEndpoints,
  roleEndpoints,
  supplierInviteEndpoints,
  userEndpoints,
} from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rows } from '../../platform/db/rows.ts'
import { type ApiClient, apiClient } from '../../testing/api-client.ts'
import { jobsSettled } from '../../testing/jobs.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { type Received, readableMail, startSmtp } from '../../testing/smtp-inbox.ts'
import { createTestApp, jobSettle, ownAppTimeout, type TestApp } from '../../testing/test-app.ts'
import { notify } from '../notifications/index.ts'
import { raise } from '../orders/deviation-reports/testing/deviation-calls.ts'
import { insertOrder } from '../orders/deviation-reports/testing/sent-order.ts'
import { acted, orderBody, orderWorld, postOrder } from '../orders/testing/order-fixtures.ts'

// Every kind of link the app mails, by the path that carries its token.
const linkKinds = {
  passwordReset: /\/reset-password\?token=([\w-]+)/,
  emailVerification: /\/verify-email\/([\w-]+)/,
  userInvite: /\/invite\/([\w-]+)/,
  partnerInvite: /\/sign-up\/([\w-]+)/,
  orderGuestLink: /\/guest\/orders\/([\w-]+)\/confirm\?/,
  deviationGuestLink: /\/guest\/orders\/([\w-]+)\/confirm-deviation/,
}

type LinkKind = keyof typeof linkKinds

// The tokens of those kinds of link, as the recipients' inboxes got them; fails unless each arrived.
function mailedTokens(received: Received[], kinds = Object.keys(linkKinds) as LinkKind[]) {
  const mails = received.map((mail) => readableMail(mail.data))
  return kinds.map((kind) => {
    const token = mails.map((mail) => linkKinds[kind].exec(mail)?.[1]).find(Boolean)
    expect(token, kind).toMatch(/^[\w-]{40,}$/)
    return { kind, token: token! }
  })
}

// Everything the server kept of its mail: the outbox, the delivery jobs (payload, log, error).
const storedMail = (t: TestApp) =>
  rows<{ kind: string; status: string; row: string }>(
    t.database.db,
    sql`select o.kind::text, o.status::text, to_jsonb(o)::text as row from outbox o
        union all select 'job', j.status::text, to_jsonb(j)::text from jobs j where j.name = 'mail.deliver'`,
  )

function expectNoSecretIn(where: string, text: string, tokens: Array<{ kind: string; token: string }>) {
  for (const { kind, token } of tokens) expect(text.includes(token), `${kind} token in ${where}`).toBe(false)
}

describe('with SMTP, no mailed link secret rests in the database or reaches the log', () => {
  const received: Received[] = []
  const logLines: string[] = []
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let t: TestApp
  let admin: ApiClient
  let guest: ApiClient
  beforeAll(async () => {
    smtp = await startSmtp(received)
    t = await createTestApp({ smtpUrl: smtp.url, logStream: { write: (line) => logLines.push(line) } })
    const clients = await demoClients(t.app)
    admin = clients.admin
    guest = clients.guest
    const { buyer, baltic } = clients

    const reset = await guest.request(authEndpoints.forgotPassword, { body: { email: 'buyer@nordic.demo' } })
    expect(reset.statusCode).toBe(200)
    const change = await buyer.request(accountEndpoints.changeEmail, {
      body: { email: 'erik.new@nordic.demo', current_password: 'Demo1234!' },
    })
    expect(change.statusCode, change.body).toBe(200)
    const roles = await admin.call(roleEndpoints.options)
    const invited = await admin.request(userEndpoints.invite, {
      body: { email: 'alva@nordic.demo', role_ids: [roles[0]!.id] },
    })
    expect(invited.statusCode, invited.body).toBe(201)
    const partner = await admin.request(supplierInviteEndpoints.create, {
      body: { email: 'rosa@andes.example', name: 'Andes' },
    })
    expect(partner.statusCode, partner.body).toBe(201)
    const world = await orderWorld(admin, buyer, baltic)
    await acted(buyer, await postOrder(buyer, orderBody(world)), 'send')
    const { order, deliveries } = await insertOrder(t.database.db)
    const options = await buyer.call(deviationReportEndpoints.options, { params: { id: order.id } })
    const air = options.freight_modes.find((mode) => mode.name === 'Air')
    await raise(t, buyer, order.id, {
      deliveries: [{ delivery_id: deliveries[0]!.id, freight_mode_id: air!.id }],
    })
    const demo = await guest.request(demoRequestEndpoints.create, {
      body: { name: 'Dora', email: 'dora@prospect.demo', company: 'Prospect AB' },
    })
    expect(demo.statusCode, demo.body).toBe(201)
    const later: Array<() => Promise<void>> = []
    await t.database.db.transaction((tx) =>
      notify(
        { tx, platform: t.platform, afterCommit: (task) => later.push(task) },
        {
          companyId: world.nordicId,
          recipients: [world.userIds.admin],
          type: 'password-changed',
          message: 'notifications.passwordReset',
          link: '/account',
        },
      ),
    )
    for (const task of later) await task()
    await jobsSettled(t.database.db, jobSettle.timeout)
  }, ownAppTimeout)
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('mails every kind of mail, each link with its working token', async () => {
    const stored = await storedMail(t)
    const kinds = new Set(stored.filter((mail) => mail.kind !== 'job').map((mail) => mail.kind))
    // A new kind of mail fails here until this test sends it too.
    expect([...kinds].sort()).toEqual([...MailKind.options].sort())
    expect(stored.every((mail) => ['sent', 'completed'].includes(mail.status))).toBe(true)
    const [orderLink] = mailedTokens(received, ['orderGuestLink'])
    const guestOrder = await guest.request(guestOrderEndpoints.get, { params: { token: orderLink!.token } })
    expect(guestOrder.statusCode).toBe(200)
  })

  it('keeps each delivered mail with its links, their tokens replaced, and no token in any job', async () => {
    const tokens = mailedTokens(received)
    for (const mail of await storedMail(t)) expectNoSecretIn(`${mail.kind} ${mail.status}`, mail.row, tokens)
    const [invite] = await rows<{ text: string; html: string }>(
      t.database.db,
      sql`select text, html from outbox where kind = 'user-invite'`,
    )
    expect(invite!.text).toContain('http://localhost:3000/invite/[redacted]')
    expect(invite!.html).toContain('<a href="http://localhost:3000/invite/[redacted]">')
  })

  it('prints no token and no link with a token to the log', async () => {
    expect(logLines.length).toBeGreaterThan(10)
    expectNoSecretIn('the log', logLines.join(''), mailedTokens(received))
    expect(logLines.join('')).not.toContain('"links"')
  })

  it("shows the company's outbox without link secrets, even for a mail not yet delivered", async () => {
    const live = 'http://localhost:3000/invite/Zx9_-aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789ab'
    const [queued] = await rows<{ id: string }>(
      t.database.db,
      sql`insert into outbox (company_id, kind, "to", subject, text)
          select company_id, 'user-invite', 'bo@nordic.demo', 'Invite', ${`Open ${live}`} from users
          where email = 'admin@nordic.demo' returning id`,
    )
    const shown = await admin.call(outboxEndpoints.get, { params: { id: queued!.id } })
    expect(shown).toMatchObject({ status: 'queued', text: 'Open http://localhost:3000/invite/[redacted]' })
    // Read unparsed: parsing would drop any field that leaks a link before the check could see it.
    const list = await admin.request(outboxEndpoints.list, { query: { per_page: 'all' } })
    expect(JSON.stringify(list.json())).not.toMatch(/\/invite\/(?!\[redacted\])/)
  })
})

describe('with SMTP, a mail that fails for good', () => {
  const received: Received[] = []
  const logLines: string[] = []
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let t: TestApp
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it(
    'keeps no working link, and neither the stored error nor the log quotes one',
    async () => {
      // The provider refuses the mail and quotes its link back, as some servers quote what they refuse.
      smtp = await startSmtp(received, (mail) => {
        const link = /http:\S+/.exec(readableMail(mail.data))?.[0]
        return Object.assign(new Error(`Refused ${link}`), { responseCode: 550 })
      })
      t = await createTestApp({
        smtpUrl: smtp.url,
        jobs: { backoffMs: 20 },
        logStream: { write: (line) => logLines.push(line) },
      })
      const reset = await apiClient(t.app).request(authEndpoints.forgotPassword, {
        body: { email: 'buyer@nordic.demo' },
      })
      expect(reset.statusCode).toBe(200)
      await vi.waitFor(async () => {
        const [job] = await rows<{ status: string; attempts: number }>(
          t.database.db,
          sql`select status, attempts from jobs where name = 'mail.deliver'`,
        )
        expect(job).toMatchObject({ status: 'failed', attempts: 5 })
      }, jobSettle)
      const tokens = mailedTokens(received, ['passwordReset'])
      // The stored copy gives up its links once the job has ended for good, just after its failure is
      // recorded: on PostgreSQL the check may come in between.
      const stored = await vi.waitFor(async () => {
        const mails = await storedMail(t)
        for (const mail of mails) expectNoSecretIn(`${mail.kind} ${mail.status}`, mail.row, tokens)
        return mails
      }, jobSettle)
      expect(stored.find((mail) => mail.kind === 'password-reset')?.row).toContain(
        'Refused http://localhost:3000/reset-password?token=[redacted]',
      )
      expect(logLines.join('')).toContain('mail delivery failed')
      expectNoSecretIn('the log', logLines.join(''), tokens)
    },
    ownAppTimeout,
  )
})
