import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
let balticId: string
let nordicId: string

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  balticId = (await baltic.post('/api/auth/user')).json().company_id
  nordicId = (await admin.post('/api/auth/user')).json().company_id
})
afterAll(() => t.close())

const defaults = (client: ApiClient, supplier?: string) =>
  client.get(`/api/orders/defaults${supplier ? `?supplier_company_id=${supplier}` : ''}`)

// An address as the form sends it back.
const addressFields = ({ id, updated_at, version, ...fields }: Record<string, unknown>) => fields

async function setCompanyDefaults(changes: Record<string, unknown>) {
  const settings = (await admin.get('/api/platform-settings')).json()
  const saved = await admin.put('/api/platform-settings', { ...settings, ...changes })
  expect(saved.statusCode, saved.body).toBe(200)
}

describe('GET /api/orders/defaults', () => {
  it("starts a draft in the supplier card's currency, else the company's, with the default payment term", async () => {
    const terms = (await admin.get('/api/payment-terms?per_page=all')).json().data as Array<{
      id: string
      name: string
      is_default: boolean
    }>
    const standard = terms.find((term) => term.is_default)!
    expect((await defaults(buyer)).json()).toEqual({
      currency: 'EUR',
      payment_term_id: standard.id,
      ship_from_address_id: null,
    })

    const sixty = terms.find((term) => term.name === '60 days net')!
    await setCompanyDefaults({ default_currency: 'SEK', default_payment_term_id: sixty.id })
    expect((await defaults(buyer)).json()).toMatchObject({ currency: 'SEK', payment_term_id: sixty.id })
    // Nordic's card for Baltic Knit says EUR, and its mill is linked to the card as ship-from.
    const mill = (await admin.get('/api/addresses?search=Baltic%20Knit%20mill')).json().data[0]
    expect((await defaults(buyer, balticId)).json()).toEqual({
      currency: 'EUR',
      payment_term_id: sixty.id,
      ship_from_address_id: mill.id,
    })
    // A company Nordic keeps no supplier card for gets the company's currency.
    expect((await defaults(buyer, '00000000-0000-4000-8000-000000000000')).json()).toMatchObject({
      currency: 'SEK',
      ship_from_address_id: null,
    })
  })

  it('offers only an active address marked "auto-populate ship-from" as the ship-from', async () => {
    const mill = (await admin.get('/api/addresses?search=Baltic%20Knit%20mill')).json().data[0]
    const unmark = await admin.put(`/api/addresses/${mill.id}`, {
      ...addressFields(mill),
      auto_populate_ship_from: false,
      version: mill.version,
    })
    expect(unmark.statusCode, unmark.body).toBe(200)
    expect((await defaults(buyer, balticId)).json().ship_from_address_id).toBeNull()
    const again = await admin.put(`/api/addresses/${mill.id}`, {
      ...addressFields(mill),
      version: unmark.json().version,
    })
    expect(again.statusCode, again.body).toBe(200)
    expect((await defaults(buyer, balticId)).json().ship_from_address_id).toBe(mill.id)
  })

  it("answers each company from its own settings and cards: Nordic's SEK never reaches Baltic", async () => {
    const answer = (await defaults(baltic, nordicId)).json()
    expect(answer.currency).toBe('EUR')
    const balticTerms = (await baltic.get('/api/payment-terms?per_page=all')).json().data as Array<{
      id: string
    }>
    if (answer.payment_term_id) expect(balticTerms.map((term) => term.id)).toContain(answer.payment_term_id)
  })

  it('refuses a supplier that is not an id, needs create.order, and a sign-in', async () => {
    await expectFieldError(
      buyer,
      { method: 'GET', url: '/api/orders/defaults?supplier_company_id=Baltic' },
      'supplier_company_id',
      { sv: 'Detta är inte ett giltigt id', en: 'This is not a valid id' },
    )
    await expectStatusForEach(guest, [{ method: 'GET', url: '/api/orders/defaults' }], 401)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(buyer, [{ method: 'GET', url: '/api/orders/defaults' }], 403)
  })
})
