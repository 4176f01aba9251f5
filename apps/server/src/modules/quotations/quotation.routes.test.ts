import {
  articleEndpoints,
  paramEndpoints,
  projectEndpoints,
  type QuotationBody,
  quotationEndpoints,
  quotationTemplateEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'

const general: QuotationBody = {
  name: 'Shell jackets AW27',
  reference: 'AW27-SHELL',
  currency: 'EUR',
  budget: '48000',
  deadline: '2027-01-15',
  due_date: '2027-05-01',
  description: 'Three-layer shell jackets for the autumn trail capsule',
}

describe('quotations: the draft, step by step', () => {
  let app: TestApp
  let admin: ApiClient
  let clients: Awaited<ReturnType<typeof demoClients>>
  let articleIds: Record<string, string>
  beforeAll(async () => {
    app = await createTestApp()
    clients = await demoClients(app.app)
    admin = clients.admin
    const articles = await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })
    articleIds = Object.fromEntries(articles.data.map((article) => [article.code, article.id]))
  })
  afterAll(() => app.close())

  const templateId = async () =>
    (await admin.call(quotationTemplateEndpoints.list, { query: { search: 'Outerwear' } })).data[0]!.id

  it('numbers a new draft, copies its template criteria, and lists it', async () => {
    const template_id = await templateId()
    const { users } = await admin.call(paramEndpoints.selectMany, { query: { select_many: 'users' } })
    const erik = users!.find((user) => user.name === 'Erik Lund')!.id
    const created = await admin.call(quotationEndpoints.create, {
      body: { ...general, template_id, assignee_id: erik },
    })
    expect(created).toMatchObject({
      number: expect.stringMatching(/^RFQ-\d{6}$/),
      status: 'draft',
      template_id,
      assignee_name: 'Erik Lund',
      criteria_count: 10,
      item_count: 0,
      version: 0,
    })
    const template = await admin.call(quotationTemplateEndpoints.get, { params: { id: template_id } })
    expect(created.criteria.map(({ id: _, ...rest }) => rest)).toEqual(
      template.criteria.map(({ id: _, ...rest }) => rest),
    )
    const second = await admin.call(quotationEndpoints.create, {
      body: { ...general, name: 'Fleece', reference: null },
    })
    expect(Number(second.number.slice(4))).toBe(Number(created.number.slice(4)) + 1)
    const found = await admin.call(quotationEndpoints.list, { query: { search: 'aw27-shell' } })
    expect(found.data.map((row) => row.id)).toEqual([created.id])
    const drafts = await admin.call(quotationEndpoints.list, {
      query: { filter: { status: 'draft' }, sort: 'name' },
    })
    expect(drafts.data.map((row) => row.name)).toEqual(['Fleece', 'Shell jackets AW27'])
  })

  it('saves each step at the version, refusing a stale one; the template never changes with it', async () => {
    const draft = await admin.call(quotationEndpoints.create, {
      body: { ...general, template_id: await templateId() },
    })
    const params = { id: draft.id }
    const criteria = draft.criteria
      .filter((criterion) => criterion.block !== 'financial')
      .map(({ id: _, ...criterion }) => criterion)
    const trimmed = await admin.call(quotationEndpoints.saveCriteria, {
      params,
      body: { criteria: [...criteria, { block: 'financial', name: 'Incoterm', type: 'text' }], version: 0 },
    })
    expect(trimmed).toMatchObject({ version: 1, criteria_count: 9 })
    expect(trimmed.criteria.filter((each) => each.block === 'financial').map((each) => each.name)).toEqual([
      'Incoterm',
    ])
    const template = await admin.call(quotationTemplateEndpoints.get, { params: { id: await templateId() } })
    expect(template.criteria_count).toBe(10)

    const withItems = await admin.call(quotationEndpoints.saveItems, {
      params,
      body: {
        items: [
          { article_id: articleIds['NO-1001']!, quantity: '1200', target_price: '38.5' },
          { article_id: articleIds['NO-1002']!, quantity: '600', note: 'Same fabric as NO-1001' },
        ],
        version: 1,
      },
    })
    expect(withItems.items).toEqual([
      expect.objectContaining({ article_code: 'NO-1001', quantity: '1200.000', target_price: '38.5000' }),
      expect.objectContaining({
        article_code: 'NO-1002',
        target_price: null,
        note: 'Same fabric as NO-1001',
      }),
    ])
    const general2 = await admin.call(quotationEndpoints.update, {
      params,
      body: { ...general, name: 'Shell jackets AW27 (lined)', version: 2 },
    })
    expect(general2).toMatchObject({ name: 'Shell jackets AW27 (lined)', version: 3, item_count: 2 })
    for (const call of [
      toCall(quotationEndpoints.update, { params, body: { ...general, version: 2 } }),
      toCall(quotationEndpoints.saveItems, { params, body: { items: [], version: 0 } }),
      toCall(quotationEndpoints.saveCriteria, { params, body: { criteria: [], version: 1 } }),
    ])
      await expectStatusForEach(admin, [call], 409)
    const audits = (await admin.get(`/api/audits?filter[entity_id]=${draft.id}&sort=created_at`)).json()
    expect(audits.data.map((audit: { action: string }) => audit.action)).toEqual([
      'created',
      'updated',
      'updated',
      'updated',
    ])
  })

  it('refuses bad general fields and links field by field, and an archived article', async () => {
    const url = toCall(quotationEndpoints.create).url
    const refuse = (payload: unknown, field: string, messages: { sv: string; en: string }) =>
      expectFieldError(admin, { method: 'POST', url, payload }, field, messages)
    const unavailable = { sv: 'Välj en aktiv post i listan', en: 'Pick an active item from the list' }
    await refuse({ ...general, due_date: '2027-01-10' }, 'due_date', {
      en: 'The due date must be on or after the answer deadline',
      sv: 'Förfallodatumet måste vara samma dag som eller efter svarsdatumet',
    })
    await refuse({ ...general, currency: 'XXX' }, 'currency', {
      en: 'Choose one of the allowed values',
      sv: 'Välj ett av de tillåtna värdena',
    })
    const balticProject = await clients.baltic.call(projectEndpoints.create, {
      body: { code: 'B1', name: 'Baltic' },
    })
    await refuse({ ...general, project_id: balticProject.id }, 'project_id', unavailable)
    const balticUser = (
      await clients.baltic.call(paramEndpoints.selectMany, { query: { select_many: 'users' } })
    ).users![0]!.id
    await refuse({ ...general, assignee_id: balticUser }, 'assignee_id', unavailable)
    const inactive = await admin.call(quotationTemplateEndpoints.create, {
      body: { name: 'Old RFQ', active: false, criteria: [] },
    })
    await refuse({ ...general, template_id: inactive.id }, 'template_id', unavailable)

    const draft = await admin.call(quotationEndpoints.create, { body: general })
    const archived = await admin.request(quotationEndpoints.saveItems, {
      params: { id: draft.id },
      body: { items: [{ article_id: articleIds['NO-4006']!, quantity: '10' }], version: 0 },
      locale: 'en',
    })
    expect(archived.statusCode).toBe(422)
    expect(Object.keys(archived.json().errors)).toEqual(['items'])
    await expectFieldError(
      admin,
      toCall(quotationEndpoints.saveItems, {
        params: { id: draft.id },
        body: { items: [{ article_id: articleIds['NO-1001']!, quantity: '0' }], version: 0 },
      }),
      'items.0.quantity',
      { en: 'The value must be greater than 0', sv: 'Värdet måste vara större än 0' },
    )
  })

  it('asks at most four suppliers: from the list, or external by e-mail unless the list has them', async () => {
    const draft = await admin.call(quotationEndpoints.create, { body: { ...general, name: 'Who is asked' } })
    const params = { id: draft.id }
    const suppliers = (await admin.call(supplierEndpoints.list, { query: { sort: 'name' } })).data
    const baltic = suppliers.find((supplier) => supplier.name.startsWith('Baltic'))!
    const external = {
      name: 'Guimarães Malhas',
      email: ' Sales@Guimaraes.example ',
      org_number: 'PT501234567',
    }
    const saved = await admin.call(quotationEndpoints.saveSuppliers, {
      params,
      body: { suppliers: [{ supplier_id: baltic.id }, external], version: 0 },
    })
    expect(saved.suppliers).toEqual([
      expect.objectContaining({ supplier_id: baltic.id, name: baltic.name, status: 'in-progress' }),
      expect.objectContaining({
        supplier_id: null,
        name: 'Guimarães Malhas',
        email: 'sales@guimaraes.example',
      }),
    ])
    const url = toCall(quotationEndpoints.saveSuppliers, { params }).url
    const refuse = (suppliers: unknown[], field: string, messages: { sv: string; en: string }) =>
      expectFieldError(admin, { method: 'PUT', url, payload: { suppliers, version: 1 } }, field, messages)
    const many = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, email: `${name}@mill.example` }))
    await refuse(many, 'suppliers', { en: 'Choose at most 4', sv: 'Välj högst 4' })
    await refuse([{ supplier_id: baltic.id }, { supplier_id: baltic.id }], 'suppliers.1.supplier_id', {
      en: 'This supplier is asked already',
      sv: 'Leverantören är redan tillfrågad',
    })
    await refuse(
      [{ name: 'Porto', email: 'x@porto.example', org_number: 'pt509876543' }],
      'suppliers.0.org_number',
      {
        en: 'A supplier with this organisation number is in your supplier list: add it from the list instead',
        sv: 'En leverantör med det här organisationsnumret finns i din leverantörslista: lägg till den därifrån i stället',
      },
    )
    await refuse([{ name: 'No address' }], 'suppliers.0.email', {
      en: 'This field is required',
      sv: 'Fältet är obligatoriskt',
    })
    const stranger = await clients.baltic.call(supplierEndpoints.createExternal, {
      body: { name: 'Riga Yarn', email: 'sales@riga-yarn.example', org_number: 'LV40003' },
    })
    await refuse([{ supplier_id: stranger.id }], 'suppliers.0.supplier_id', {
      sv: 'Välj en aktiv post i listan',
      en: 'Pick an active item from the list',
    })
    expect((await admin.call(quotationEndpoints.get, { params })).suppliers).toHaveLength(2)
  })

  it("lists a project's quotations with its name, and never another company's by its project id", async () => {
    const projects = await admin.call(projectEndpoints.list, { query: { search: 'STH-LAUNCH' } })
    const launch = projects.data[0]!
    const inLaunch = await admin.call(quotationEndpoints.create, {
      body: { ...general, name: 'Store fixtures', project_id: launch.id },
    })
    await admin.call(quotationEndpoints.saveSuppliers, {
      params: { id: inLaunch.id },
      body: {
        suppliers: [{ name: 'Fixture AB', email: 'offer@fixture.example' }],
        version: inLaunch.version,
      },
    })
    const loose = await admin.call(quotationEndpoints.create, { body: { ...general, name: 'No project' } })
    const ofLaunch = await admin.call(quotationEndpoints.list, {
      query: { filter: { project_id: launch.id } },
    })
    expect(ofLaunch.data.map((row) => [row.name, row.project_name, row.supplier_count])).toEqual([
      ['Store fixtures', 'Stockholm flagship launch', 1],
    ])
    const inProjects = await admin.call(quotationEndpoints.list, {
      query: { filter: { in_project: 'true' }, per_page: 'all' },
    })
    expect(inProjects.data.map((row) => row.id)).toContain(inLaunch.id)
    expectNoneOf(inProjects, [loose.id])

    const balticProject = await clients.baltic.call(projectEndpoints.create, {
      body: { code: 'B-RFQ', name: 'Baltic sourcing' },
    })
    const balticOwn = await clients.baltic.call(quotationEndpoints.create, {
      body: { ...general, name: 'Baltic yarn', project_id: balticProject.id },
    })
    const foreign = await admin.call(quotationEndpoints.list, {
      query: { filter: { project_id: balticProject.id }, per_page: 'all' },
    })
    expect(foreign.data).toEqual([])
    const peeked = await clients.baltic.call(quotationEndpoints.list, {
      query: { filter: { project_id: launch.id }, per_page: 'all' },
    })
    expect(peeked.data).toEqual([])
    expect(
      (
        await admin.call(quotationEndpoints.list, {
          query: { filter: { in_project: 'true' }, per_page: 'all' },
        })
      ).data.map((row) => row.id),
    ).not.toContain(balticOwn.id)
  })

  it('lets list.quotations read, needs create.quotation to change, and hides drafts from other companies', async () => {
    const draft = await admin.call(quotationEndpoints.create, { body: { ...general, name: 'Private' } })
    const params = { id: draft.id }
    const writes = [
      toCall(quotationEndpoints.create, { body: general }),
      toCall(quotationEndpoints.update, { params, body: { ...general, version: 0 } }),
      toCall(quotationEndpoints.saveCriteria, { params, body: { criteria: [], version: 0 } }),
      toCall(quotationEndpoints.saveItems, { params, body: { items: [], version: 0 } }),
      toCall(quotationEndpoints.saveSuppliers, { params, body: { suppliers: [], version: 0 } }),
      toCall(quotationEndpoints.remove, { params }),
    ]
    await restrictPurchasers(admin, ['list.quotations'])
    expect((await clients.buyer.call(quotationEndpoints.get, { params })).id).toBe(draft.id)
    await expectStatusForEach(clients.buyer, writes, 403)
    await expectStatusForEach(clients.guest, writes, 401)
    await expectHiddenFrom(clients.baltic, [...writes.slice(1), toCall(quotationEndpoints.get, { params })])
    expectNoneOf(await clients.baltic.call(quotationEndpoints.list, { query: { per_page: 'all' } }), [
      draft.id,
    ])

    const removed = await admin.call(quotationEndpoints.remove, { params, locale: 'en' })
    expect(removed.message).toBe('The record has been deleted')
    expect((await admin.request(quotationEndpoints.get, { params })).statusCode).toBe(404)
  })
})
