import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, apiClient, expectFieldError, expectStatusForEach } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { jobsSettled } from '../../testing/jobs.ts'
import { lastLinkToken, mailTo } from '../../testing/outbox-mail.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let andes: ApiClient

const password = 'Alpaca2027x'
const userStep = {
  first_name: 'Rosa',
  last_name: 'Quispe',
  password,
  password_confirmation: password,
  locale: 'en',
}
const companyStep = {
  name: 'Andes Alpaca SA',
  type: 'supplier',
  org_number: 'PE20123456789',
  address_line1: 'Av. Ejército 101',
  zip: '04001',
  city: 'Arequipa',
  country: 'pe',
}
const unread = async (client: ApiClient) =>
  (await client.get('/api/unread-notifications')).json().notifications as Array<{
    type: string
    data: { message: string; link: string }
  }>

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
})
afterAll(() => t.close())

describe('inviting a supplier that is not on the platform', () => {
  let inviteId: string

  it('mails a sign-up link and lists the invitation as pending', async () => {
    const response = await admin.post('/api/suppliers/invites?locale=en', {
      email: ' Rosa@Andes.example ',
      name: 'Andes Alpaca',
    })
    expect(response.statusCode, response.body).toBe(201)
    inviteId = response.json().id
    expect(response.json()).toMatchObject({
      email: 'rosa@andes.example',
      status: 'pending',
      role: 'supplier',
      on_platform: false,
    })
    const [mail] = await mailTo(t.database.db, 'rosa@andes.example', 'company-invite')
    expect(mail!.subject).toBe('Nordic Outdoor AB invites you to trade with them on Supplyflow')
    expect(mail!.text).toContain('as their supplier')
    const list = (await admin.get('/api/suppliers/invites')).json()
    expect(list.data.map((row: { id: string }) => row.id)).toEqual([inviteId])
    expect((await admin.get('/api/suppliers/invites?filter[status]=accepted')).json().meta.total).toBe(0)
  })

  it('resends with a new link that replaces the old one', async () => {
    const old = await lastLinkToken(t.database.db, 'rosa@andes.example', 'company-invite', '/sign-up/')
    const response = await admin.post(`/api/suppliers/invites/${inviteId}/resend`)
    expect(response.statusCode, response.body).toBe(200)
    const fresh = await lastLinkToken(t.database.db, 'rosa@andes.example', 'company-invite', '/sign-up/')
    expect(fresh).not.toBe(old)
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/invites/${old}` })).statusCode).toBe(404)
  })

  it('signing up from the link creates the company and links both: lists, agreements, notifications', async () => {
    // Nordic already knew Andes as an external supplier: that agreement becomes the linked one.
    const external = await admin.post('/api/suppliers/external', {
      name: 'Andes (external)',
      email: 'orders@andes.example',
      org_number: 'pe20123456789',
      internal_id: 'SUP-0042',
    })
    expect(external.statusCode, external.body).toBe(201)
    const hash = await lastLinkToken(t.database.db, 'rosa@andes.example', 'company-invite', '/sign-up/')
    const shown = await t.app.inject({ method: 'GET', url: `/api/auth/invites/${hash}` })
    expect(shown.json()).toMatchObject({
      kind: 'company',
      company: 'Nordic Outdoor AB',
      partner_role: 'supplier',
    })
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/sign-up/${hash}`,
      payload: { user: userStep, company: companyStep },
    })
    expect(response.statusCode, response.body).toBe(200)
    andes = apiClient(t.app, {
      token: response.json().access_token,
      cookie: '',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    })
    const found = (await admin.get('/api/suppliers?search=andes')).json().data
    expect(found).toHaveLength(1)
    const supplier = found[0]
    expect(supplier).toMatchObject({ id: external.json().id, internal_id: 'SUP-0042' })
    expect(supplier).toMatchObject({
      name: 'Andes Alpaca SA',
      org_number: 'PE20123456789',
      country: 'PE',
      email: 'rosa@andes.example',
      // Nordic's mandatory criteria apply to the new supplier at once.
      status: 'blocked',
      missing_criteria: ['Code of conduct signed', 'Quality audit score'],
    })
    expect(supplier.counterparty_company_id).toEqual(expect.any(String))
    const client = (await andes.get('/api/clients')).json().data
    expect(client).toHaveLength(1)
    expect(client[0]).toMatchObject({
      name: 'Nordic Outdoor AB',
      org_number: '556677-8899',
      counterparty_company_id: expect.any(String),
    })
    expect((await admin.get(`/api/suppliers/invites`)).json().data[0].status).toBe('accepted')
    await jobsSettled(t.database.db)
    expect((await unread(admin)).find((n) => n.type === 'partner-linked')?.data).toMatchObject({
      message: 'Andes Alpaca SA är nu en av era leverantörer',
      link: `/suppliers/${supplier.id}`,
    })
    expect((await unread(andes)).find((n) => n.type === 'partner-linked')?.data.message).toBe(
      'Nordic Outdoor AB is now one of your clients',
    )
    const params = (await admin.get('/api/param?select_many=suppliers')).json()
    expect(params.suppliers.map((option: { name: string }) => option.name)).toContain('Andes Alpaca SA')
  })

  it('refuses to invite an own address or a company already linked; a revoked invite is done', async () => {
    await expectFieldError(
      admin,
      { method: 'POST', url: '/api/suppliers/invites', payload: { email: 'buyer@nordic.demo' } },
      'email',
      {
        sv: 'Ni kan inte bjuda in ert eget företag',
        en: 'You cannot invite your own company',
      },
    )
    await expectFieldError(
      admin,
      { method: 'POST', url: '/api/suppliers/invites', payload: { email: 'supplier@baltic.demo' } },
      'email',
      {
        sv: 'Företaget är redan kopplat till ert',
        en: 'This company is already linked to yours',
      },
    )
    const other = (await admin.post('/api/suppliers/invites', { email: 'nobody@nowhere.example' })).json()
    const revoked = await admin.post(`/api/suppliers/invites/${other.id}/revoke`)
    expect(revoked.json().status).toBe('revoked')
    expect((await admin.post(`/api/suppliers/invites/${other.id}/revoke`)).statusCode).toBe(409)
    expect((await admin.post(`/api/suppliers/invites/${inviteId}/resend`)).statusCode).toBe(409)
    const hash = await lastLinkToken(t.database.db, 'nobody@nowhere.example', 'company-invite', '/sign-up/')
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/invites/${hash}` })).statusCode).toBe(404)
  })
})

describe('inviting a company that is already on the platform', () => {
  let inviteId: string

  it('notifies the invited company, which sees it among received invitations and accepts it', async () => {
    const response = await baltic.post('/api/clients/invites', { email: 'rosa@andes.example' })
    expect(response.statusCode, response.body).toBe(201)
    inviteId = response.json().id
    expect(response.json()).toMatchObject({ on_platform: true, role: 'client', status: 'pending' })
    expect(await mailTo(t.database.db, 'rosa@andes.example', 'company-invite')).toHaveLength(2)
    await jobsSettled(t.database.db)
    expect((await unread(andes)).find((n) => n.type === 'partner-invited')?.data).toMatchObject({
      message: 'Baltic Knit Ltd invites you to become one of their clients',
      link: '/suppliers',
    })
    const received = (await andes.get('/api/partner-invites/received')).json()
    expect(received).toEqual([
      {
        id: inviteId,
        company: 'Baltic Knit Ltd',
        inviter: 'Lina Ozols',
        role: 'client',
        sent_at: expect.any(String),
      },
    ])
    // Nobody else sees it, and only the invited company may answer it.
    expect((await admin.get('/api/partner-invites/received')).json()).toEqual([])
    await expectHiddenFrom(admin, [
      { method: 'POST', url: `/api/partner-invites/${inviteId}/accept` },
      { method: 'POST', url: `/api/partner-invites/${inviteId}/decline` },
    ])
    await expectHiddenFrom(baltic, [{ method: 'POST', url: `/api/partner-invites/${inviteId}/accept` }])
    const accepted = await andes.post(`/api/partner-invites/${inviteId}/accept?locale=en`)
    expect(accepted.json()).toEqual({ message: 'The invitation has been accepted; you are now linked' })
    expect((await andes.get('/api/suppliers')).json().data.map((row: { name: string }) => row.name)).toEqual([
      'Baltic Knit Ltd',
    ])
    const clients = (await baltic.get('/api/clients?sort=name'))
      .json()
      .data.map((row: { name: string }) => row.name)
    expect(clients).toEqual(['Andes Alpaca SA', 'Nordic Outdoor AB'])
    expect((await andes.post(`/api/partner-invites/${inviteId}/accept`)).statusCode).toBe(404)
    expect((await baltic.get('/api/clients/invites')).json().data[0].status).toBe('accepted')
  })

  it('a declined invitation links nothing', async () => {
    // Andes already sells to Nordic, and may also buy from Baltic.
    const invite = (await andes.post('/api/clients/invites', { email: 'supplier@baltic.demo' })).json()
    expect(invite.on_platform).toBe(true)
    expect((await baltic.post(`/api/partner-invites/${invite.id}/decline?locale=en`)).json().message).toBe(
      'The invitation has been declined',
    )
    expect((await andes.get('/api/clients/invites?filter[status]=declined')).json().meta.total).toBe(1)
    expect((await andes.get('/api/clients')).json().data.map((row: { name: string }) => row.name)).toEqual([
      'Nordic Outdoor AB',
    ])
  })

  it('needs edit.agreement to invite or answer, list.suppliers/list.clients to list', async () => {
    await expectStatusForEach(
      buyer,
      [
        { method: 'POST', url: '/api/suppliers/invites', payload: { email: 'x@y.example' } },
        { method: 'POST', url: `/api/suppliers/invites/${inviteId}/revoke` },
        { method: 'POST', url: `/api/partner-invites/${inviteId}/accept` },
      ],
      403,
    )
    expect((await buyer.get('/api/suppliers/invites')).statusCode).toBe(200)
    await expectStatusForEach(
      apiClient(t.app),
      [{ method: 'GET', url: '/api/partner-invites/received' }],
      401,
    )
  })
})
