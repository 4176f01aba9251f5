import {
  auditEndpoints,
  exportSettingsEndpoints as exportSettings,
  paymentTermEndpoints,
  platformSettingsEndpoints as platformSettings,
  type UpdateExportSettingsBody,
  type UpdatePlatformSettingsBody,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { created, unavailable } from './testing/settings-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

const platform: Omit<UpdatePlatformSettingsBody, 'version'> = {
  etd_tolerance_days: 2,
  eta_tolerance_days: 5,
  qty_tolerance_percent: '2.5',
  price_tolerance_percent: '1',
  counterparties_see_order_tags: true,
  default_currency: 'SEK',
  default_payment_term_id: null,
  allow_negative_stock: false,
}

describe('platform settings: one record per company', () => {
  it('reads the defaults until saved, then saves with the version and keeps it per company', async () => {
    expect(await admin.call(platformSettings.get)).toMatchObject({ version: 0, default_currency: 'EUR' })
    const term = await created(admin, paymentTermEndpoints.create, { name: 'Net 90', credit_days: 90 })
    // Read unparsed: the test is about the exact answer, which parsing would trim to the schema.
    const saved = await admin.request(platformSettings.update, {
      body: { ...platform, default_payment_term_id: term.id, version: 0 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ ...platform, default_payment_term_id: term.id, version: 1 })
    expect((await admin.request(platformSettings.get)).json()).toEqual(saved.json())
    const again = await admin.call(platformSettings.update, {
      body: { ...platform, eta_tolerance_days: 1, version: 1 },
    })
    expect(again).toMatchObject({ eta_tolerance_days: 1, default_payment_term_id: null, version: 2 })
    const stale = await admin.request(platformSettings.update, { body: { ...platform, version: 1 } })
    expect(stale.statusCode).toBe(409)
    expect(await baltic.call(platformSettings.get)).toMatchObject({ version: 0, etd_tolerance_days: 3 })
    const audits = await admin.call(auditEndpoints.list, {
      query: { filter: { entity_type: 'platform-settings' }, sort: 'created_at' },
    })
    expect(audits.data.map((audit) => audit.action)).toEqual(['updated', 'updated'])
    expect(audits.data[1]).toMatchObject({
      before: { eta_tolerance_days: 5 },
      after: { eta_tolerance_days: 1 },
    })
  })

  it("refuses bad values per field, and another company's payment term", async () => {
    const current = await admin.call(platformSettings.get)
    const put = (changes: Partial<UpdatePlatformSettingsBody>) =>
      toCall(platformSettings.update, { body: { ...platform, version: current.version, ...changes } })
    // A currency not on the list cannot be sent typed.
    const untypedPut = (changes: Record<string, unknown>) => ({
      method: 'PUT' as const,
      url: '/api/platform-settings',
      payload: { ...platform, version: current.version, ...changes },
    })
    await expectFieldError(admin, put({ etd_tolerance_days: -1 }), 'etd_tolerance_days', {
      sv: 'Värdet måste vara minst 0',
      en: 'The value must be at least 0',
    })
    await expectFieldError(admin, put({ qty_tolerance_percent: '101' }), 'qty_tolerance_percent', {
      sv: 'Ange en procentsats mellan 0 och 100',
      en: 'Enter a percentage between 0 and 100',
    })
    await expectFieldError(admin, untypedPut({ default_currency: 'XXX' }), 'default_currency', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    const theirs = await created(baltic, paymentTermEndpoints.create, { name: 'Baltic 30', credit_days: 30 })
    await expectFieldError(
      admin,
      put({ default_payment_term_id: theirs.id }),
      'default_payment_term_id',
      unavailable,
    )
  })
})

describe('export settings', () => {
  it('saves the CSV delimiter, decimal separator and date format; a decimal comma needs ";"', async () => {
    // Read unparsed: the test is about the exact answer, which parsing would trim to the schema.
    expect((await admin.request(exportSettings.get)).json()).toEqual({
      csv_delimiter: ';',
      decimal_separator: ',',
      date_format: 'YYYY-MM-DD',
      version: 0,
    })
    const body: UpdateExportSettingsBody = {
      csv_delimiter: ',',
      decimal_separator: '.',
      date_format: 'DD/MM/YYYY',
      version: 0,
    }
    expect(await admin.call(exportSettings.update, { body })).toEqual({ ...body, version: 1 })
    await expectFieldError(
      admin,
      toCall(exportSettings.update, { body: { ...body, decimal_separator: ',', version: 1 } }),
      'decimal_separator',
      {
        sv: 'Decimalkomma kräver semikolon som avgränsare i CSV-filer',
        en: 'A decimal comma needs the semicolon as CSV delimiter',
      },
    )
    expect((await admin.request(exportSettings.update, { body })).statusCode).toBe(409)
  })
})

describe('settings: access', () => {
  it('answers 401 without a token and 403 without the admin permission', async () => {
    const calls = [
      toCall(platformSettings.get),
      toCall(platformSettings.update, { body: { ...platform, version: 0 } }),
      toCall(exportSettings.get),
      toCall(exportSettings.update, {
        body: { csv_delimiter: ';', decimal_separator: ',', date_format: 'YYYY-MM-DD', version: 0 },
      }),
    ]
    await expectStatusForEach(guest, calls, 401)
    await expectStatusForEach(buyer, calls, 403)
  })
})
