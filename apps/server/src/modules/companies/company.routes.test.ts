import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient

type Company = {
  id: string
  name: string
  type: string
  org_number: string | null
  vat_number: string | null
  locale: string
  version: number
}
const companyBody = (company: Company, changes: Record<string, unknown> = {}) => ({
  name: company.name,
  org_number: company.org_number,
  vat_number: company.vat_number,
  locale: company.locale,
  version: company.version,
  ...changes,
})

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

describe('own company', () => {
  it("shows each admin their own company and nothing of the other's", async () => {
    const nordic = await admin.get('/api/company')
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
    const own = await baltic.get('/api/company')
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
    const before: Company = (await admin.get('/api/company')).json()
    const response = await admin.put(
      '/api/company',
      companyBody(before, { name: '  Nordic Outdoor Group AB ', vat_number: null, locale: 'en' }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      ...before,
      name: 'Nordic Outdoor Group AB',
      vat_number: null,
      locale: 'en',
      version: before.version + 1,
    })
    expect((await admin.get('/api/company')).json()).toEqual(response.json())
    expect((await admin.post('/api/auth/user')).json().company).toBe('Nordic Outdoor Group AB')
    // The other company is untouched.
    expect((await baltic.get('/api/company')).json()).toMatchObject({ name: 'Baltic Knit Ltd', version: 0 })
  })

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const current: Company = (await admin.get('/api/company')).json()
    for (const locale of ['sv', 'en'] as const) {
      const stale = await admin.put(
        `/api/company?locale=${locale}`,
        companyBody(current, { name: 'Overwritten AB', version: current.version - 1 }),
      )
      expect(stale.statusCode).toBe(409)
      expect(stale.json().message).toBe(
        locale === 'sv'
          ? 'Någon annan har ändrat posten. Ladda om för att se den senaste versionen.'
          : 'Someone else changed this record. Reload to see the latest version.',
      )
    }
    const future = await admin.put('/api/company', companyBody(current, { version: current.version + 5 }))
    expect(future.statusCode).toBe(409)
    expect((await admin.get('/api/company')).json()).toEqual(current)
  })

  it('refuses a company body field by field, in Swedish and English', async () => {
    const current: Company = (await admin.get('/api/company')).json()
    const put = (changes: Record<string, unknown>) => ({
      method: 'PUT' as const,
      url: '/api/company',
      payload: companyBody(current, changes),
    })
    await expectFieldError(admin, put({ name: ' N ' }), 'name', {
      sv: 'Ange minst 2 tecken',
      en: 'Enter at least 2 characters',
    })
    await expectFieldError(admin, put({ org_number: '1'.repeat(41) }), 'org_number', {
      sv: 'Ange högst 40 tecken',
      en: 'Enter at most 40 characters',
    })
    await expectFieldError(admin, put({ locale: 'de' }), 'locale', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    await expectFieldError(admin, put({ version: undefined }), 'version', {
      sv: 'Fältet är obligatoriskt',
      en: 'This field is required',
    })
    // What a company is (client/supplier) and which one it is are not the admin's to edit.
    await expectFieldError(admin, put({ type: 'supplier' }), 'type', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
    await expectFieldError(admin, put({ id: current.id }), 'id', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
    expect((await admin.get('/api/company')).json()).toEqual(current)
  })

  it("cannot reach another company's record: a foreign id in the body is refused and changes nothing", async () => {
    const nordic: Company = (await admin.get('/api/company')).json()
    const own: Company = (await baltic.get('/api/company')).json()
    const attempt = await baltic.put('/api/company', {
      ...companyBody(own, { name: 'Hijacked' }),
      id: nordic.id,
    })
    expect(attempt.statusCode).toBe(422)
    // With the version of Nordic's record, Baltic can at most change its own (here: a stale 409).
    const withNordicVersion = await baltic.put(
      '/api/company',
      companyBody(own, { name: 'Hijacked', version: nordic.version }),
    )
    expect(withNordicVersion.statusCode).toBe(409)
    expect((await admin.get('/api/company')).json()).toEqual(nordic)
    expect((await baltic.get('/api/company')).json()).toEqual(own)
  })

  it('answers 401 without a token and 403 to a purchaser', async () => {
    const current: Company = (await admin.get('/api/company')).json()
    const calls = [
      { method: 'GET', url: '/api/company' },
      { method: 'PUT', url: '/api/company', payload: companyBody(current, { name: 'Buyer Co' }) },
    ] as const
    await expectStatusForEach(guest, [...calls], 401)
    await expectStatusForEach(buyer, [...calls], 403)
    const forbidden = await buyer.get('/api/company?locale=en')
    expect(forbidden.json().message).toBe('You do not have permission to do this')
    expect((await admin.get('/api/company')).json()).toEqual(current)
  })
})
