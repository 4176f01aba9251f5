import { type QuotationTemplateBody, quotationTemplateEndpoints } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../../testing/cross-company.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'

const body: QuotationTemplateBody = {
  name: 'Knitwear RFQ',
  description: 'Merino base layers',
  criteria: [
    {
      block: 'financial',
      name: 'Incoterm',
      type: 'select',
      options: ['FOB', 'DAP'],
      preferred_value: 'FOB',
      required: true,
    },
    {
      block: 'production-delivery',
      name: 'Lead time (days)',
      type: 'number',
      preferred_value: '45',
      preferred_rule: 'at_most',
    },
    {
      block: 'sustainability',
      name: 'Mulesing-free wool',
      type: 'yes_no',
      preferred_value: 'yes',
      required: true,
    },
    { block: 'labor-legal', name: 'Audit report', type: 'file' },
  ],
}

const criterion = (changes: Record<string, unknown>) => ({
  ...body,
  name: 'One question',
  criteria: [{ block: 'financial', name: 'Question', type: 'text', ...changes }],
})

describe('quotation templates', () => {
  let app: TestApp
  let admin: ApiClient
  let clients: Awaited<ReturnType<typeof demoClients>>
  beforeAll(async () => {
    app = await createTestApp()
    clients = await demoClients(app.app)
    admin = clients.admin
  })
  afterAll(() => app.close())

  it('creates a template whose criteria read back in order, and lists it with its counts and blocks', async () => {
    const created = await admin.call(quotationTemplateEndpoints.create, { body })
    expect(created.criteria.map((each) => [each.block, each.name])).toEqual([
      ['financial', 'Incoterm'],
      ['production-delivery', 'Lead time (days)'],
      ['sustainability', 'Mulesing-free wool'],
      ['labor-legal', 'Audit report'],
    ])
    expect(created.criteria[1]).toMatchObject({ options: [], preferred_rule: 'at_most', required: false })
    expect(await admin.call(quotationTemplateEndpoints.get, { params: { id: created.id } })).toEqual(created)
    const listed = await admin.call(quotationTemplateEndpoints.list, { query: { search: 'merino' } })
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: created.id,
        criteria_count: 4,
        required_count: 2,
        blocks: ['financial', 'production-delivery', 'labor-legal', 'sustainability'],
      }),
    ])
    const bySustainability = await admin.call(quotationTemplateEndpoints.list, {
      query: { filter: { block: 'product-quality' } },
    })
    expect(bySustainability.data.map((each) => each.name)).toEqual(['Outerwear supplier RFQ'])
  })

  it('replaces the criteria on update with the version, refuses a stale one, and audits both', async () => {
    const created = await admin.call(quotationTemplateEndpoints.create, {
      body: { ...body, name: 'Socks RFQ' },
    })
    const params = { id: created.id }
    const updated = await admin.call(quotationTemplateEndpoints.update, {
      params,
      body: { ...body, name: 'Socks RFQ', criteria: [body.criteria[2]!], version: created.version },
    })
    expect(updated).toMatchObject({ version: 1, criteria_count: 1, blocks: ['sustainability'] })
    expect(updated.criteria.map((each) => each.name)).toEqual(['Mulesing-free wool'])
    const stale = await admin.request(quotationTemplateEndpoints.update, {
      params,
      body: { ...body, name: 'Socks RFQ', version: created.version },
    })
    expect(stale.statusCode).toBe(409)
    const audits = (await admin.get(`/api/audits?filter[entity_id]=${created.id}&sort=created_at`)).json()
    expect(audits.data.map((audit: { action: string }) => audit.action)).toEqual(['created', 'updated'])
    expect(audits.data[1].before.criteria).toHaveLength(4)
    expect(audits.data[1].after.criteria).toHaveLength(1)
  })

  it('refuses bad criteria field by field in both languages, and a name used already', async () => {
    const url = toCall(quotationTemplateEndpoints.create).url
    const refuse = (payload: unknown, field: string, messages: { sv: string; en: string }) =>
      expectFieldError(admin, { method: 'POST', url, payload }, field, messages)
    await refuse(criterion({ type: 'select', options: [] }), 'criteria.0.options', {
      en: 'You must specify values for supplier to select from',
      sv: 'Du måste ange värden som leverantören kan välja mellan',
    })
    await refuse(criterion({ type: 'select', options: ['A', 'a'] }), 'criteria.0.options', {
      en: 'Each option may be listed once',
      sv: 'Varje alternativ får bara anges en gång',
    })
    await refuse(
      criterion({ type: 'select', options: ['A'], preferred_value: 'B' }),
      'criteria.0.preferred_value',
      {
        en: 'The preferred value must be one of the options',
        sv: 'Önskat värde måste vara ett av alternativen',
      },
    )
    await refuse(criterion({ type: 'yes_no', preferred_value: 'maybe' }), 'criteria.0.preferred_value', {
      en: 'The preferred value is yes or no',
      sv: 'Önskat värde är ja eller nej',
    })
    await refuse(
      criterion({ type: 'number', preferred_value: 'ten', preferred_rule: 'at_least' }),
      'criteria.0.preferred_value',
      {
        en: 'Enter a number',
        sv: 'Ange ett tal',
      },
    )
    await refuse(criterion({ type: 'number', preferred_value: '10' }), 'criteria.0.preferred_rule', {
      en: 'Choose how the answer is compared with the preferred value',
      sv: 'Välj hur svaret jämförs med det önskade värdet',
    })
    await refuse(criterion({ type: 'file', preferred_value: 'x' }), 'criteria.0.preferred_value', {
      en: 'A file answer has no preferred value',
      sv: 'Ett filsvar har inget önskat värde',
    })
    await refuse(
      { ...body, criteria: [body.criteria[0], { ...body.criteria[0], name: ' incoterm ' }] },
      'criteria.1.name',
      {
        en: 'This block already has a criterion with this name',
        sv: 'Blocket har redan ett kriterium med det här namnet',
      },
    )
    await refuse({ ...body, name: 'outerwear SUPPLIER rfq' }, 'name', {
      en: 'A template with this name already exists',
      sv: 'Det finns redan en mall med det här namnet',
    })
  })

  it('keeps options for a select only, so a criterion switched to text drops them', async () => {
    const saved = await admin.call(quotationTemplateEndpoints.create, {
      body: criterion({
        type: 'text',
        options: ['left over'],
        preferred_rule: 'at_least',
      }) as QuotationTemplateBody,
    })
    expect(saved.criteria[0]).toMatchObject({ options: [], preferred_rule: null })
    await admin.call(quotationTemplateEndpoints.remove, { params: { id: saved.id } })
  })

  it('lets list.quotations read, needs create.quotation to change, and hides templates from other companies', async () => {
    const template = await admin.call(quotationTemplateEndpoints.create, {
      body: { ...body, name: 'Private RFQ' },
    })
    const params = { id: template.id }
    await restrictPurchasers(admin, ['list.quotations'])
    expect((await clients.buyer.call(quotationTemplateEndpoints.get, { params })).id).toBe(template.id)
    const writes = [
      toCall(quotationTemplateEndpoints.create, { body }),
      toCall(quotationTemplateEndpoints.update, { params, body: { ...body, version: 0 } }),
      toCall(quotationTemplateEndpoints.remove, { params }),
    ]
    await expectStatusForEach(clients.buyer, writes, 403)
    await expectStatusForEach(clients.guest, writes, 401)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(clients.buyer, [toCall(quotationTemplateEndpoints.list)], 403)

    // Lina is Baltic's admin: she holds every permission, and still sees none of Nordic's templates.
    await expectHiddenFrom(clients.baltic, [
      ...writes.slice(1),
      toCall(quotationTemplateEndpoints.get, { params }),
    ])
    expectNoneOf(await clients.baltic.call(quotationTemplateEndpoints.list, { query: { per_page: 'all' } }), [
      template.id,
    ])
    const removed = await admin.call(quotationTemplateEndpoints.remove, { params, locale: 'en' })
    expect(removed.message).toBe('The record has been deleted')
    expect((await admin.request(quotationTemplateEndpoints.get, { params })).statusCode).toBe(404)
  })
})
