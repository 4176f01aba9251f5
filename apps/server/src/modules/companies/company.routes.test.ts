import {
  authEndpoints,
  type Company,
  companyEndpoints as company,
  type UpdateCompanyBody,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient

const companyBody = (current: Company, changes: Partial<UpdateCompanyBody> = {}): UpdateCompanyBody => ({
  name: current.name,
  org_number: current.org_number,
  vat_number: current.vat_number,
  locale: current.locale,
  version: current.version,
  ...changes,
})

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

describe('own company', () => {
  it("shows each admin their own company and nothing of the other's", async () => {
    // Read unparsed: the test is about the exact answer, which parsing would trim to the schema.
    const nordic = await admin.request(company.get)
    expect(nordic.statusCode).toBe(200)
    expect(nordic.json()).toEqual({
      id: expect.any(String),
      name: 'Nordic Outdoor AB',
      type: 'client',
      org_number: '556677-8899',
      vat_number: 'SE556677889901',
      locale: 'sv',
      version: 0,
    })
    const own = await baltic.request(company.get)
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({
      name: 'Baltic Knit Ltd',
      type: 'supplier',
      org_number: 'LV40003123456',
    })
    expect(own.json().id).not.toBe(nordic.json().id)
    expect(own.body).not.toContain('Nordic')
  })

  it('updates the own company and reads it back; the signed-in user sees the new name', async () => {
    const before = await admin.call(company.get)
    const updated = await admin.call(company.update, {
      body: companyBody(before, { name: '  Nordic Outdoor Group AB ', vat_number: null, locale: 'en' }),
    })
    expect(updated).toEqual({
      ...before,
      name: 'Nordic Outdoor Group AB',
      vat_number: null,
      locale: 'en',
      version: before.version + 1,
    })
    expect(await admin.call(company.get)).toEqual(updated)
    expect((await admin.call(authEndpoints.user)).company).toBe('Nordic Outdoor Group AB')
    // The other company is untouched.
    expect(await baltic.call(company.get)).toMatchObject({ name: 'Baltic Knit Ltd', version: 0 })
  })

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const current = await admin.call(company.get)
    for (const locale of ['sv', 'en'] as const) {
      const stale = await admin.request(company.update, {
        body: companyBody(current, { name: 'Overwritten AB', version: current.version - 1 }),
        locale,
      })
      expect(stale.statusCode).toBe(409)
      expect(stale.json().message).toBe(
        locale === 'sv'
          ? 'Någon annan har ändrat posten. Ladda om för att se den senaste versionen.'
          : 'Someone else changed this record. Reload to see the latest version.',
      )
    }
    const future = await admin.request(company.update, {
      body: companyBody(current, { version: current.version + 5 }),
    })
    expect(future.statusCode).toBe(409)
    expect(await admin.call(company.get)).toEqual(current)
  })

  it('refuses a company body field by field, in Swedish and English', async () => {
    const current = await admin.call(company.get)
    const put = (changes: Partial<UpdateCompanyBody>) =>
      toCall(company.update, { body: companyBody(current, changes) })
    // Cast: a locale not on the list, a missing version and fields the contract does not have.
    const untypedPut = (changes: Record<string, unknown>) =>
      toCall(company.update, { body: { ...companyBody(current), ...changes } as never })
    await expectFieldError(admin, put({ name: ' N ' }), 'name', {
      sv: 'Ange minst 2 tecken',
      en: 'Enter at least 2 characters',
    })
    await expectFieldError(admin, put({ org_number: '1'.repeat(41) }), 'org_number', {
      sv: 'Ange högst 40 tecken',
      en: 'Enter at most 40 characters',
    })
    await expectFieldError(admin, untypedPut({ locale: 'de' }), 'locale', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    await expectFieldError(admin, untypedPut({ version: undefined }), 'version', {
      sv: 'Fältet är obligatoriskt',
      en: 'This field is required',
    })
    // What a company is (client/supplier) and which one it is are not the admin's to edit.
    await expectFieldError(admin, untypedPut({ type: 'supplier' }), 'type', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
    await expectFieldError(admin, untypedPut({ id: current.id }), 'id', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
    expect(await admin.call(company.get)).toEqual(current)
  })

  it("cannot reach another company's record: a foreign id in the body is refused and changes nothing", async () => {
    const nordic = await admin.call(company.get)
    const own = await baltic.call(company.get)
    // Cast: an id in the body is not in the contract.
    const attempt = await baltic.request(company.update, {
      body: { ...companyBody(own, { name: 'Hijacked' }), id: nordic.id } as never,
    })
    expect(attempt.statusCode).toBe(422)
    // With the version of Nordic's record, Baltic can at most change its own (here: a stale 409).
    const withNordicVersion = await baltic.request(company.update, {
      body: companyBody(own, { name: 'Hijacked', version: nordic.version }),
    })
    expect(withNordicVersion.statusCode).toBe(409)
    expect(await admin.call(company.get)).toEqual(nordic)
    expect(await baltic.call(company.get)).toEqual(own)
  })

  it('answers 401 without a token and 403 to a purchaser', async () => {
    const current = await admin.call(company.get)
    const calls = [
      toCall(company.get),
      toCall(company.update, { body: companyBody(current, { name: 'Buyer Co' }) }),
    ]
    await expectStatusForEach(guest, calls, 401)
    await expectStatusForEach(buyer, calls, 403)
    const forbidden = await buyer.request(company.get, { locale: 'en' })
    expect(forbidden.json().message).toBe('You do not have permission to do this')
    expect(await admin.call(company.get)).toEqual(current)
  })
})
