import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient

type Agreement = Record<string, unknown> & { id: string; name: string; version: number; status: string }
const editable = (a: Agreement, changes: Record<string, unknown> = {}) => {
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
  return { ...body, ...changes }
}
const byName = (list: { data: Agreement[] }, name: string) => list.data.find((row) => row.name === name)!

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

describe('agreements', () => {
  it('lists the demo partners on both sides: Nordic sees its suppliers, Baltic its client', async () => {
    const suppliers = (await admin.get('/api/suppliers?sort=name')).json()
    expect(suppliers.data.map((row: Agreement) => row.name)).toEqual(['Baltic Knit Ltd', 'Porto Têxteis Lda'])
    expect(byName(suppliers, 'Baltic Knit Ltd')).toMatchObject({
      role: 'supplier',
      internal_id: 'SUP-1001',
      credit_rating: 4,
      turnover: '1850000.00',
      status: 'active',
      missing_criteria: [],
    })
    expect(byName(suppliers, 'Porto Têxteis Lda')).toMatchObject({
      counterparty_company_id: null,
      status: 'blocked',
      block_source: 'criteria',
      missing_criteria: ['Quality audit score'],
    })
    const clients = (await baltic.get('/api/clients')).json()
    expect(clients.data.map((row: Agreement) => row.name)).toEqual(['Nordic Outdoor AB'])
    // Company admins hold every permission; neither company has counterparties in the other role.
    expect((await baltic.get('/api/suppliers')).json().meta.total).toBe(0)
    expect((await admin.get('/api/clients')).json().meta.total).toBe(0)
  })

  it('filters by status, category and country and searches name, internal id and org number', async () => {
    expect((await admin.get('/api/suppliers?filter[status]=blocked')).json().meta.total).toBe(1)
    expect(
      (await admin.get('/api/suppliers?filter[status][]=active&filter[status][]=blocked')).json().meta.total,
    ).toBe(2)
    const baltic = byName((await admin.get('/api/suppliers')).json(), 'Baltic Knit Ltd')
    const category = (baltic.category_ids as string[])[0]
    expect((await admin.get(`/api/suppliers?filter[category_id]=${category}`)).json().data).toHaveLength(1)
    expect((await admin.get('/api/suppliers?filter[country]=pt')).json().data[0].name).toBe(
      'Porto Têxteis Lda',
    )
    expect((await admin.get('/api/suppliers?search=sup-1001')).json().meta.total).toBe(1)
    expect((await admin.get('/api/suppliers?search=PT5098')).json().meta.total).toBe(1)
  })

  it('creates an external supplier; a matching organisational number is refused with the spec §5 message', async () => {
    const response = await admin.post('/api/suppliers/external', {
      name: ' Hanoi Garments JSC ',
      email: 'Sales@Hanoi-Garments.example ',
      org_number: 'VN0101234567',
      country: 'vn',
      credit_rating: 3,
      currency: 'USD',
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
    await expectFieldError(
      admin,
      { method: 'POST', url: '/api/suppliers/external', payload: again },
      'org_number',
      exists,
    )
    // Baltic is on the platform; its number is on the list too.
    const platform = { name: 'Baltic copy', email: 'y@baltic.example', org_number: 'LV40003123456' }
    await expectFieldError(
      admin,
      { method: 'POST', url: '/api/suppliers/external', payload: platform },
      'org_number',
      exists,
    )
  })

  it('refuses a bad body field by field', async () => {
    const post = (payload: Record<string, unknown>) => ({
      method: 'POST' as const,
      url: '/api/suppliers/external',
      payload: { name: 'Valid Name', email: 'v@valid.example', org_number: 'SE1', ...payload },
    })
    await expectFieldError(admin, post({ credit_rating: 6 }), 'credit_rating', {
      sv: 'Värdet får vara högst 5',
      en: 'The value must be at most 5',
    })
    await expectFieldError(admin, post({ turnover: '12.345' }), 'turnover', {
      sv: 'Fältet måste ha högst 14 siffror före och 2 efter "."',
      en: 'The field must follow the format with at most 14 digits before and 2 after "."',
    })
    await expectFieldError(admin, post({ currency: 'XXX' }), 'currency', {
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
    const before = byName((await admin.get('/api/suppliers')).json(), 'Baltic Knit Ltd')
    const strategic = (await admin.get('/api/param?select_many=tags'))
      .json()
      .tags.find((tag: { name: string }) => tag.name === 'Strategic').id
    const response = await admin.put(
      `/api/suppliers/${before.id}`,
      editable(before, {
        internal_id: 'SUP-2001',
        credit_rating: 5,
        edi_code: 'BK-EDI',
        tag_ids: [strategic],
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      internal_id: 'SUP-2001',
      credit_rating: 5,
      tag_ids: [strategic],
      tags: [{ id: strategic, name: 'Strategic' }],
      version: before.version + 1,
    })
    expect((await admin.put(`/api/suppliers/${before.id}`, editable(before))).statusCode).toBe(409)
    const current = response.json() as Agreement
    await expectFieldError(
      admin,
      {
        method: 'PUT',
        url: `/api/suppliers/${current.id}`,
        payload: editable(current, { status: 'blocked' }),
      },
      'block_reason',
      { sv: 'Ange varför leverantören spärras', en: 'Give a reason for the block' },
    )
    const audits = (await admin.get(`/api/audits?filter[entity_id]=${before.id}`)).json()
    expect(audits.data[0]).toMatchObject({ entity_type: 'agreement', action: 'updated' })
    expect(audits.data[0].before.internal_id).toBe('SUP-1001')
    expect(audits.data[0].after.internal_id).toBe('SUP-2001')
  })

  it('answers 401 without a token and 403 without the permission', async () => {
    const supplier = byName((await admin.get('/api/suppliers')).json(), 'Baltic Knit Ltd')
    const writes = [
      { method: 'PUT', url: `/api/suppliers/${supplier.id}`, payload: editable(supplier) },
      {
        method: 'POST',
        url: `/api/suppliers/${supplier.id}/unblock`,
        payload: { reason: 'x'.repeat(5), version: 0 },
      },
      {
        method: 'POST',
        url: '/api/suppliers/external',
        payload: { name: 'No', email: 'n@o.example', org_number: 'N1' },
      },
    ] as const
    await expectStatusForEach(guest, [{ method: 'GET', url: '/api/suppliers' }, ...writes], 401)
    // A purchaser lists suppliers but may not edit agreements.
    expect((await buyer.get(`/api/suppliers/${supplier.id}`)).statusCode).toBe(200)
    await expectStatusForEach(buyer, [...writes], 403)
  })

  it("hides another company's agreements: 404 on every id route, never in a list", async () => {
    const supplier = byName((await admin.get('/api/suppliers')).json(), 'Baltic Knit Ltd')
    const client = (await baltic.get('/api/clients')).json().data[0] as Agreement
    await expectHiddenFrom(
      baltic,
      [
        { method: 'GET', url: `/api/clients/${supplier.id}` },
        { method: 'PUT', url: `/api/clients/${supplier.id}`, payload: editable(supplier) },
        {
          method: 'POST',
          url: `/api/clients/${supplier.id}/unblock`,
          payload: { reason: 'because', version: 1 },
        },
      ],
      ['SUP-2001'],
    )
    expectNoneOf((await baltic.get('/api/clients?per_page=all')).json(), [supplier.id])
    await expectHiddenFrom(admin, [
      { method: 'GET', url: `/api/suppliers/${client.id}` },
      { method: 'PUT', url: `/api/suppliers/${client.id}`, payload: editable(client) },
    ])
    await expectStatusForEach(admin, [{ method: 'GET', url: '/api/suppliers/not-an-id' }], 404)
  })
})
