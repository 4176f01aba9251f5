import {
  type Address,
  type AddressBody,
  addressEndpoints,
  authEndpoints,
  orderEndpoints,
  paymentTermEndpoints,
  platformSettingsEndpoints,
  type UpdatePlatformSettingsBody,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
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
  balticId = (await baltic.call(authEndpoints.user)).company_id
  nordicId = (await admin.call(authEndpoints.user)).company_id
})
afterAll(() => t.close())

// Raw, not parsed: several checks are of the exact answer, which parsing would trim to the schema.
const defaults = (client: ApiClient, supplier?: string) =>
  client.request(orderEndpoints.defaults, { query: supplier ? { supplier_company_id: supplier } : {} })

// An address as the form sends it back.
const addressFields = ({ id, updated_at, version, ...fields }: Address): AddressBody => fields
const balticMill = async () =>
  (await admin.call(addressEndpoints.list, { query: { search: 'Baltic Knit mill' } })).data[0]!

async function setCompanyDefaults(changes: Partial<UpdatePlatformSettingsBody>) {
  const settings = await admin.call(platformSettingsEndpoints.get)
  const saved = await admin.request(platformSettingsEndpoints.update, { body: { ...settings, ...changes } })
  expect(saved.statusCode, saved.body).toBe(200)
}

describe('GET /api/orders/defaults', () => {
  it("starts a draft in the supplier card's currency, else the company's, with the default payment term", async () => {
    const terms = (await admin.call(paymentTermEndpoints.list, { query: { per_page: 'all' } })).data
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
    const mill = await balticMill()
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
    const mill = await balticMill()
    const unmark = await admin.request(addressEndpoints.update, {
      params: { id: mill.id },
      body: { ...addressFields(mill), auto_populate_ship_from: false, version: mill.version },
    })
    expect(unmark.statusCode, unmark.body).toBe(200)
    expect((await defaults(buyer, balticId)).json().ship_from_address_id).toBeNull()
    const again = await admin.request(addressEndpoints.update, {
      params: { id: mill.id },
      body: { ...addressFields(mill), version: unmark.json().version },
    })
    expect(again.statusCode, again.body).toBe(200)
    expect((await defaults(buyer, balticId)).json().ship_from_address_id).toBe(mill.id)
  })

  it("answers each company from its own settings and cards: Nordic's SEK never reaches Baltic", async () => {
    const answer = (await defaults(baltic, nordicId)).json()
    expect(answer.currency).toBe('EUR')
    const balticTerms = (await baltic.call(paymentTermEndpoints.list, { query: { per_page: 'all' } })).data
    if (answer.payment_term_id) expect(balticTerms.map((term) => term.id)).toContain(answer.payment_term_id)
  })

  it('refuses a supplier that is not an id, needs create.order, and a sign-in', async () => {
    await expectFieldError(
      buyer,
      // Not an id, which the contract's query type would refuse.
      { method: 'GET', url: '/api/orders/defaults?supplier_company_id=Baltic' },
      'supplier_company_id',
      { sv: 'Detta är inte ett giltigt id', en: 'This is not a valid id' },
    )
    await expectStatusForEach(guest, [toCall(orderEndpoints.defaults)], 401)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(buyer, [toCall(orderEndpoints.defaults)], 403)
  })
})
