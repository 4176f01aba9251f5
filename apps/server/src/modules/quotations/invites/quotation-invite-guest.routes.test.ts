import {
  articleEndpoints,
  guestQuotationInviteEndpoints as guestInvite,
  guestLinkEndpoints,
  guestOrderEndpoints,
  notificationEndpoints,
  outboxEndpoints,
  type Quotation,
  type QuotationInvite,
  quotationEndpoints,
  quotationTemplateEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../../platform/db/rows.ts'
import { inCompany, inGuestDocument } from '../../../platform/db/tenant.ts'
import { guestLinks } from '../../../platform/guest-links/guest-link.table.ts'
import { issueGuestLink } from '../../../platform/guest-links/guest-links.ts'
import { type ApiClient, toCall } from '../../../testing/api-client.ts'
import { lastLinkToken, mailTo } from '../../../testing/outbox-mail.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'

const day = 86_400_000
// Dates counted from today: the suite runs on any day (decision 0021).
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10)

let t: TestApp
let admin: ApiClient
let guest: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

const porto = 'rfq@porto.example'
const lisbon = 'sales@lisbon.example'

// A quotation of the buyer's asked of Baltic (in the app) and two external suppliers (by link), sent.
async function sentQuotation(name: string, guestPassword?: string) {
  const template = (await admin.call(quotationTemplateEndpoints.list, { query: { search: 'Outerwear' } }))
    .data[0]!
  const draft = await admin.call(quotationEndpoints.create, {
    body: { name, currency: 'EUR', template_id: template.id, deadline: inDays(20) },
  })
  const articles = (await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })).data
  const items = articles.slice(0, 2).map((article) => ({ article_id: article.id, quantity: '500' }))
  await admin.call(quotationEndpoints.saveItems, { params: { id: draft.id }, body: { items, version: 0 } })
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
  const sent = await admin.call(quotationEndpoints.send, {
    params: { id: draft.id },
    body: { version: 2, ...(guestPassword ? { guest_password: guestPassword } : {}) },
  })
  const invite = (email: string) => sent.suppliers.find((supplier) => supplier.email === email)!
  return {
    quotation: sent,
    porto: {
      invite: invite(porto),
      token: await lastLinkToken(t.database.db, porto, 'guest-link', '/guest/quotation-invites/'),
    },
    lisbon: {
      invite: invite(lisbon),
      token: await lastLinkToken(t.database.db, lisbon, 'guest-link', '/guest/quotation-invites/'),
    },
  }
}

const open = (token: string, locale: 'en' | 'sv' = 'en') =>
  guest.request(guestInvite.get, { params: { token }, locale })

// Both languages give the same status with their own message.
async function expectRefusal(
  call: (locale: 'en' | 'sv') => ReturnType<ApiClient['request']>,
  status: number,
  messages: { en: string; sv: string },
) {
  for (const locale of ['en', 'sv'] as const) {
    const response = await call(locale)
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json().message).toBe(messages[locale])
  }
}

const linkInvalid = {
  en: "The link you clicked doesn't work.",
  sv: 'Länken du klickade på fungerar inte.',
}

const filledAnswers = (invite: QuotationInvite) =>
  invite.criteria.map((criterion) => ({
    criterion_id: criterion.id,
    value: !criterion.required
      ? null
      : criterion.type === 'select'
        ? criterion.options[0]!
        : criterion.type === 'yes_no'
          ? 'yes'
          : criterion.type === 'number'
            ? '30'
            : 'Svarat',
  }))

async function moveDeadline(quotation: Quotation, deadline: string) {
  const current = await admin.call(quotationEndpoints.get, { params: { id: quotation.id } })
  await admin.call(quotationEndpoints.update, {
    params: { id: quotation.id },
    body: {
      name: current.name,
      reference: null,
      assignee_id: null,
      project_id: null,
      due_date: null,
      currency: current.currency,
      budget: null,
      description: null,
      deadline,
      version: current.version,
    },
  })
}

describe('an external supplier answers by guest link', () => {
  it('is mailed its link when the quotation is sent, and the buyer sees to whom', async () => {
    const { quotation, porto: sent } = await sentQuotation('Fleece jackets AW27')
    const [mail] = await mailTo(t.database.db, porto, 'guest-link')
    expect(mail!.text).toContain(`http://localhost:3000/guest/quotation-invites/${sent.token}?lang=`)
    expect(mail!.text).toContain(quotation.number)
    expect(mail!.text).toContain(inDays(20))
    const suppliers = (await admin.call(quotationEndpoints.get, { params: { id: quotation.id } })).suppliers
    expect(suppliers.map((supplier) => supplier.guest_link?.recipient_email ?? null)).toEqual([
      null,
      porto,
      lisbon,
    ])
    expect(suppliers[1]!.guest_link).toMatchObject({ status: 'active', password_required: false })
    // The link outlives the deadline, so that after it the page says why it takes no answer.
    expect(Date.parse(suppliers[1]!.guest_link!.expires_at)).toBeGreaterThan(Date.parse(inDays(49)))
    // The buyer's mail log never gives the live link back (it would let the buyer answer as its guest).
    const outbox = (await admin.request(outboxEndpoints.list, { query: { per_page: 'all' } })).json()
    expect(JSON.stringify(outbox)).not.toContain(sent.token)
  })

  it('opens its own invite without signing in, and nothing of the other suppliers', async () => {
    const { porto: sent } = await sentQuotation('Rain trousers AW27')
    const opened = await open(sent.token)
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.headers['referrer-policy']).toBe('no-referrer')
    const invite = guestInvite.get.response.parse(opened.json())
    expect(invite).toMatchObject({ id: sent.invite.id, name: 'Rain trousers AW27', open: true })
    expect(invite.buyer_name).toMatch(/^Nordic/)
    expect(invite.criteria.length).toBeGreaterThan(0)
    expect(invite.items).toHaveLength(2)
    for (const other of ['Lisbon', 'Baltic']) expect(JSON.stringify(invite)).not.toContain(other)
  })

  it('saves the answer step by step, refuses to send it with a required criterion unanswered, then sends', async () => {
    const { quotation, porto: sent, lisbon: other } = await sentQuotation('Softshells SS28')
    const token = sent.token
    let invite = await guest.call(guestInvite.get, { params: { token } })
    const offers = invite.items.map((item) => ({ item_id: item.id, unit_price: '38.20', lead_time_days: 45 }))
    const empty = invite.criteria.map((criterion) => ({ criterion_id: criterion.id, value: null }))
    invite = await guest.call(guestInvite.saveResponse, {
      params: { token },
      body: { answers: empty, offers, comment: 'Priser gäller i 60 dagar', version: invite.version },
    })
    expect(invite.offers).toHaveLength(2)
    await expectRefusal(
      (locale) =>
        guest.request(guestInvite.sendResponse, {
          params: { token },
          body: { version: invite.version },
          locale,
        }),
      422,
      {
        en: 'Response is not specified for some required criteria',
        sv: 'Svar saknas för några obligatoriska kriterier',
      },
    )
    invite = await guest.call(guestInvite.saveResponse, {
      params: { token },
      body: { answers: filledAnswers(invite), offers, version: invite.version },
    })
    const answered = await guest.call(guestInvite.sendResponse, {
      params: { token },
      body: { version: invite.version },
    })
    expect(answered.answered_at).not.toBeNull()
    // The answer can be changed and sent again until the deadline.
    const changed = await guest.call(guestInvite.saveResponse, {
      params: { token },
      body: { answers: filledAnswers(answered), offers: [], version: answered.version },
    })
    expect(changed.offers).toEqual([])

    const buyerView = await admin.call(quotationEndpoints.get, { params: { id: quotation.id } })
    expect(buyerView.suppliers[1]!.answered_at).toBe(answered.answered_at)
    await expect
      .poll(async () =>
        (await admin.call(notificationEndpoints.list, {})).data.map((row) => row.data.message),
      )
      .toContainEqual(expect.stringContaining('Porto Knit'))
    // Lisbon's invite is untouched.
    const lisbonInvite = await guest.call(guestInvite.get, { params: { token: other.token } })
    expect(lisbonInvite).toMatchObject({ answers: [], offers: [], answered_at: null, comment: null })
  })

  it('refuses answers once the deadline has passed, but still opens to say so', async () => {
    const { quotation, porto: sent } = await sentQuotation('Base layers SS28')
    await moveDeadline(quotation, inDays(-40))
    // The link lives 30 days past the deadline, which has now gone by: it answers as any dead link.
    await expectRefusal((locale) => open(sent.token, locale), 404, linkInvalid)
    // Moving the deadline moves the link with it.
    await moveDeadline(quotation, inDays(-1))
    const invite = await guest.call(guestInvite.get, { params: { token: sent.token } })
    expect(invite.open).toBe(false)
    const closed = {
      en: 'This request no longer takes answers: it is closed or its deadline has passed',
      sv: 'Förfrågan tar inte längre emot svar: den är stängd eller svarsdatumet har passerat',
    }
    await expectRefusal(
      (locale) =>
        guest.request(guestInvite.saveResponse, {
          params: { token: sent.token },
          body: { answers: [], offers: [], version: invite.version },
          locale,
        }),
      409,
      closed,
    )
    await expectRefusal(
      (locale) =>
        guest.request(guestInvite.sendResponse, {
          params: { token: sent.token },
          body: { version: invite.version },
          locale,
        }),
      409,
      closed,
    )
    await moveDeadline(quotation, inDays(60))
    expect((await guest.call(guestInvite.get, { params: { token: sent.token } })).open).toBe(true)
    const link = (await admin.call(quotationEndpoints.get, { params: { id: quotation.id } })).suppliers[1]!
      .guest_link!
    expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.parse(inDays(89)))
  })

  it('answers an unknown, expired, revoked or wrong kind of link the same way, in both languages', async () => {
    const { porto: sent, lisbon: other } = await sentQuotation('Gloves AW27')
    await expectRefusal((locale) => open('no-such-token-at-all', locale), 404, linkInvalid)
    await t.database.db
      .update(guestLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guestLinks.documentId, sent.invite.id))
    await expectRefusal((locale) => open(sent.token, locale), 404, linkInvalid)
    await t.database.db
      .update(guestLinks)
      .set({ revokedAt: new Date() })
      .where(eq(guestLinks.documentId, other.invite.id))
    await expectRefusal((locale) => open(other.token, locale), 404, linkInvalid)

    // A token of another kind opens nothing here, even one naming this very invite; a quotation's opens
    // no order.
    const fresh = await sentQuotation('Hats AW27')
    const buyer = await buyerOf(fresh.porto.invite.id)
    const orderKind = { documentType: 'order', purpose: 'confirm', singleUse: true, validDays: 30 }
    const { token: orderToken } = await inCompany(t.database.db, buyer, (tx) =>
      issueGuestLink(tx, orderKind, {
        companyId: buyer,
        documentId: fresh.porto.invite.id,
        actingCompanyId: null,
        recipientEmail: porto,
        createdBy: null,
        password: null,
      }),
    )
    await expectRefusal((locale) => open(orderToken, locale), 404, linkInvalid)
    const asOrder = await guest.request(guestOrderEndpoints.get, { params: { token: fresh.porto.token } })
    expect(asOrder.statusCode).toBe(404)
    expect((await open(fresh.porto.token)).statusCode).toBe(200)
  })

  it('asks for the login details first when the buyer set a password', async () => {
    const short = await admin.request(quotationEndpoints.send, {
      params: { id: crypto.randomUUID() },
      body: { version: 0, guest_password: 'short' },
    })
    expect(short.statusCode).toBe(422)
    expect(Object.keys(short.json().errors)).toEqual(['guest_password'])

    const { quotation, porto: sent } = await sentQuotation('Socks AW27', 'Harbour-2027')
    const supplier = quotation.suppliers.find((row) => row.email === porto)!
    expect(supplier.guest_link?.password_required).toBe(true)
    const [mail] = await mailTo(t.database.db, porto, 'guest-link')
    expect(mail!.text).not.toContain('Harbour-2027')
    await expectRefusal((locale) => open(sent.token, locale), 401, {
      en: 'Sign in with the e-mail address and password you were given to open this link.',
      sv: 'Logga in med e-postadressen och lösenordet du har fått för att öppna länken.',
    })
    const signIn = (email: string, password: string) =>
      guest.request(guestLinkEndpoints.signIn, { params: { token: sent.token }, body: { email, password } })
    expect((await signIn(porto, 'wrong-password')).statusCode).toBe(422)
    const signedIn = await signIn(porto, 'Harbour-2027')
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const cookie = signedIn.cookies[0]!
    const header = `${cookie.name}=${cookie.value}`
    const opened = await t.app.inject({
      method: 'GET',
      url: toCall(guestInvite.get, { params: { token: sent.token } }).url,
      headers: { cookie: header },
    })
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json().id).toBe(sent.invite.id)
  })
})

// The database's own line under the service's: a guest who acts for no company reads its invite, its
// quotation and that quotation's criteria and articles, and not one row of anything else.
describe('row-level security for a guest who acts for no company', () => {
  it("reaches its one invite and nothing else, not even the same quotation's other invite", async () => {
    const { quotation, porto: mine, lisbon: theirs } = await sentQuotation('Beanies AW27')
    const db = t.database.db
    const tables = await rows<{ tablename: string }>(
      db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
    const seen = await inGuestDocument(db, mine.invite.id, async (tx) => {
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
    const [criteria] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from quotation_criteria where quotation_id = ${quotation.id}`,
    )
    expect(seen).toEqual({
      quotation_invites: 1,
      quotations: 1,
      quotation_criteria: criteria!.n,
      quotation_items: 2,
    })
    // Nor can it write another invite, or answer on one.
    const [theirCriterion] = await rows<{ id: string; company_id: string }>(
      db,
      sql`select id, company_id from quotation_criteria where quotation_id = ${quotation.id} limit 1`,
    )
    await inGuestDocument(db, mine.invite.id, async (tx) => {
      const updated = await rows(
        tx,
        sql`update quotation_invites set comment = 'hijacked' where id = ${theirs.invite.id} returning id`,
      )
      expect(updated).toEqual([])
    })
    const refused = await inGuestDocument(db, mine.invite.id, (tx) =>
      rows(
        tx,
        sql`insert into quotation_answers (company_id, invite_id, criterion_id, value) values (${theirCriterion!.company_id}, ${theirs.invite.id}, ${theirCriterion!.id}, 'x')`,
      ),
    ).catch((error: Error) => error)
    expect(String((refused as Error).cause ?? refused)).toMatch(/row-level security/)
  })
})

async function buyerOf(inviteId: string) {
  const [row] = await rows<{ company_id: string }>(
    t.database.db,
    sql`select company_id from quotation_invites where id = ${inviteId}`,
  )
  return row!.company_id
}
