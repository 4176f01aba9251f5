import {
  type Agreement,
  auditEndpoints,
  type CreateExternalPartnerBody,
  clientEndpoints as clients,
  paramEndpoints,
  supplierEndpoints as suppliers,
  type UpdateAgreementBody,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient

const editable = (a: Agreement, changes: Partial<UpdateAgreementBody> = {}): UpdateAgreementBody => {
  const {
    id,
    role,
    counterparty_company_id,
    block_source,
    unblock_reason,
    missing_criteria,
    tags,
    created_at,
    updated_at,
    ...body
  } = a
  // The answer types the currency as any string; it is one the body was accepted with.
  return { ...body, currency: body.currency as UpdateAgreementBody['currency'], ...changes }
}
const byName = (list: { data: Agreement[] }, name: string) => list.data.find((row) => row.name === name)!

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

describe('agreements', () => {
  it('lists the demo partners on both sides: Nordic sees its suppliers, Baltic its client', async () => {
    const listed = await admin.call(suppliers.list, { query: { sort: 'name' } })
    expect(listed.data.map((row) => row.name)).toEqual(['Baltic Knit Ltd', 'Porto Têxteis Lda'])
    expect(byName(listed, 'Baltic Knit Ltd')).toMatchObject({
      role: 'supplier',
      internal_id: 'SUP-1001',
      credit_rating: 4,
      turnover: '1850000.00',
      status: 'active',
      missing_criteria: [],
    })
    expect(byName(listed, 'Porto Têxteis Lda')).toMatchObject({
      counterparty_company_id: null,
      status: 'blocked',
      block_source: 'criteria',
      missing_criteria: ['Quality audit score'],
    })
    const own = await baltic.call(clients.list)
    expect(own.data.map((row) => row.name)).toEqual(['Nordic Outdoor AB'])
    // Company admins hold every permission; neither company has counterparties in the other role.
    expect((await baltic.call(suppliers.list)).meta.total).toBe(0)
    expect((await admin.call(clients.list)).meta.total).toBe(0)
  })

  it('filters by status, category and country and searches name, internal id and org number', async () => {
    expect((await admin.call(suppliers.list, { query: { filter: { status: 'blocked' } } })).meta.total).toBe(
      1,
    )
    // Written by hand: the typed client writes indexed arrays (filter[status][0]=…); this checks
    // that the empty-bracket form is read as a list too.
    expect(
      (await admin.get('/api/suppliers?filter[status][]=active&filter[status][]=blocked')).json().meta.total,
    ).toBe(2)
    const baltic = byName(await admin.call(suppliers.list), 'Baltic Knit Ltd')
    const category = baltic.category_ids[0]!
    const inCategory = await admin.call(suppliers.list, { query: { filter: { category_id: category } } })
    expect(inCategory.data).toHaveLength(1)
    const inPortugal = await admin.call(suppliers.list, { query: { filter: { country: 'pt' } } })
    expect(inPortugal.data[0]!.name).toBe('Porto Têxteis Lda')
    expect((await admin.call(suppliers.list, { query: { search: 'sup-1001' } })).meta.total).toBe(1)
    expect((await admin.call(suppliers.list, { query: { search: 'PT5098' } })).meta.total).toBe(1)
  })

  it('creates an external supplier; a matching organisational number is refused with the spec §5 message', async () => {
    const response = await admin.request(suppliers.createExternal, {
      body: {
        name: ' Hanoi Garments JSC ',
        email: 'Sales@Hanoi-Garments.example ',
        org_number: 'VN0101234567',
        country: 'vn',
        credit_rating: 3,
        currency: 'USD',
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      name: 'Hanoi Garments JSC',
      email: 'sales@hanoi-garments.example',
      country: 'VN',
      counterparty_company_id: null,
      // Two mandatory criteria and no values yet: blocked from the start.
      status: 'blocked',
      block_source: 'criteria',
      missing_criteria: ['Code of conduct signed', 'Quality audit score'],
    })
    const exists = {
      sv: 'Det finns redan en motpart med det organisationsnumret. Lägg till den från den befintliga listan.',
      en: 'A counterparty with this organisational number already exists. Add it from the existing list.',
    }
    const again = { name: 'Hanoi Again', email: 'x@hanoi.example', org_number: 'vn0101234567' }
    await expectFieldError(admin, toCall(suppliers.createExternal, { body: again }), 'org_number', exists)
    // Baltic is on the platform; its number is on the list too.
    const platform = { name: 'Baltic copy', email: 'y@baltic.example', org_number: 'LV40003123456' }
    await expectFieldError(admin, toCall(suppliers.createExternal, { body: platform }), 'org_number', exists)
  })

  it('refuses a bad body field by field', async () => {
    const post = (changes: Partial<CreateExternalPartnerBody>) =>
      toCall(suppliers.createExternal, {
        body: { name: 'Valid Name', email: 'v@valid.example', org_number: 'SE1', ...changes },
      })
    await expectFieldError(admin, post({ credit_rating: 6 }), 'credit_rating', {
      sv: 'Värdet får vara högst 5',
      en: 'The value must be at most 5',
    })
    await expectFieldError(admin, post({ turnover: '12.345' }), 'turnover', {
      sv: 'Fältet måste ha högst 14 siffror före och 2 efter "."',
      en: 'The field must follow the format with at most 14 digits before and 2 after "."',
    })
    // A currency off the list, which the body's type refuses.
    await expectFieldError(admin, post({ currency: 'XXX' as never }), 'currency', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    await expectFieldError(
      admin,
      post({ category_ids: ['0b0c0d0e-0000-4000-8000-000000000000'] }),
      'category_ids.0',
      {
        sv: 'Välj en aktiv post i listan',
        en: 'Pick an active item from the list',
      },
    )
  })

  it('updates an agreement and audits it; a stale version is 409; a manual block needs a reason', async () => {
    const before = byName(await admin.call(suppliers.list), 'Baltic Knit Ltd')
    const strategic = (
      await admin.call(paramEndpoints.selectMany, { query: { select_many: 'tags' } })
    ).tags!.find((tag) => tag.name === 'Strategic')!.id
    const response = await admin.request(suppliers.update, {
      params: { id: before.id },
      body: editable(before, {
        internal_id: 'SUP-2001',
        credit_rating: 5,
        edi_code: 'BK-EDI',
        tag_ids: [strategic],
      }),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      internal_id: 'SUP-2001',
      credit_rating: 5,
      tag_ids: [strategic],
      tags: [{ id: strategic, name: 'Strategic' }],
      version: before.version + 1,
    })
    const stale = await admin.request(suppliers.update, { params: { id: before.id }, body: editable(before) })
    expect(stale.statusCode).toBe(409)
    const current = response.json() as Agreement
    await expectFieldError(
      admin,
      toCall(suppliers.update, {
        params: { id: current.id },
        body: editable(current, { status: 'blocked' }),
      }),
      'block_reason',
      { sv: 'Ange varför leverantören spärras', en: 'Give a reason for the block' },
    )
    const audits = await admin.call(auditEndpoints.list, { query: { filter: { entity_id: before.id } } })
    expect(audits.data[0]).toMatchObject({ entity_type: 'agreement', action: 'updated' })
    expect(audits.data[0]?.before?.internal_id).toBe('SUP-1001')
    expect(audits.data[0]?.after?.internal_id).toBe('SUP-2001')
  })

  it('answers 401 without a token and 403 without the permission', async () => {
    const supplier = byName(await admin.call(suppliers.list), 'Baltic Knit Ltd')
    const params = { id: supplier.id }
    const writes = [
      toCall(suppliers.update, { params, body: editable(supplier) }),
      toCall(suppliers.unblock, { params, body: { reason: 'x'.repeat(5), version: 0 } }),
      toCall(suppliers.createExternal, { body: { name: 'No', email: 'n@o.example', org_number: 'N1' } }),
    ]
    await expectStatusForEach(guest, [toCall(suppliers.list), ...writes], 401)
    // A purchaser lists suppliers but may not edit agreements.
    expect((await buyer.request(suppliers.get, { params })).statusCode).toBe(200)
    await expectStatusForEach(buyer, writes, 403)
  })

  it("hides another company's agreements: 404 on every id route, never in a list", async () => {
    const supplier = byName(await admin.call(suppliers.list), 'Baltic Knit Ltd')
    const client = (await baltic.call(clients.list)).data[0]!
    const foreignSupplier = { id: supplier.id }
    await expectHiddenFrom(
      baltic,
      [
        toCall(clients.get, { params: foreignSupplier }),
        toCall(clients.update, { params: foreignSupplier, body: editable(supplier) }),
        toCall(clients.unblock, { params: foreignSupplier, body: { reason: 'because', version: 1 } }),
      ],
      ['SUP-2001'],
    )
    expectNoneOf(await baltic.call(clients.list, { query: { per_page: 'all' } }), [supplier.id])
    await expectHiddenFrom(admin, [
      toCall(suppliers.get, { params: { id: client.id } }),
      toCall(suppliers.update, { params: { id: client.id }, body: editable(client) }),
    ])
    await expectStatusForEach(admin, [toCall(suppliers.get, { params: { id: 'not-an-id' } })], 404)
  })
})
