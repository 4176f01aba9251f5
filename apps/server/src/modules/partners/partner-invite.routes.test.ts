import {
  authEndpoints as auth,
  clientInviteEndpoints as clientInvites,
  clientEndpoints as clients,
  type EndpointBody,
  notificationEndpoints as notifications,
  paramEndpoints,
  receivedInviteEndpoints as received,
  supplierInviteEndpoints as supplierInvites,
  supplierEndpoints as suppliers,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiClient,
  apiClient,
  expectFieldError,
  expectStatusForEach,
  toCall,
} from '../../testing/api-client.ts'
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
let guest: ApiClient

const password = 'Alpaca2027x'
const userStep: EndpointBody<typeof auth.signUp>['user'] = {
  first_name: 'Rosa',
  last_name: 'Quispe',
  password,
  password_confirmation: password,
  locale: 'en',
}
const companyStep: EndpointBody<typeof auth.signUp>['company'] = {
  name: 'Andes Alpaca SA',
  type: 'supplier',
  org_number: 'PE20123456789',
  address_line1: 'Av. Ejército 101',
  zip: '04001',
  city: 'Arequipa',
  country: 'pe',
}
const unread = async (client: ApiClient) => (await client.call(notifications.unread)).notifications

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

describe('inviting a supplier that is not on the platform', () => {
  let inviteId: string

  it('mails a sign-up link and lists the invitation as pending', async () => {
    const response = await admin.request(supplierInvites.create, {
      body: { email: ' Rosa@Andes.example ', name: 'Andes Alpaca' },
      locale: 'en',
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
    const list = await admin.call(supplierInvites.list)
    expect(list.data.map((row) => row.id)).toEqual([inviteId])
    const accepted = await admin.call(supplierInvites.list, { query: { filter: { status: 'accepted' } } })
    expect(accepted.meta.total).toBe(0)
  })

  it('resends with a new link that replaces the old one', async () => {
    const old = await lastLinkToken(t.database.db, 'rosa@andes.example', 'company-invite', '/sign-up/')
    const response = await admin.request(supplierInvites.resend, { params: { id: inviteId } })
    expect(response.statusCode, response.body).toBe(200)
    const fresh = await lastLinkToken(t.database.db, 'rosa@andes.example', 'company-invite', '/sign-up/')
    expect(fresh).not.toBe(old)
    expect((await guest.request(auth.invite, { params: { hash: old } })).statusCode).toBe(404)
  })

  it('signing up from the link creates the company and links both: lists, agreements, notifications', async () => {
    // Nordic already knew Andes as an external supplier: that agreement becomes the linked one.
    const external = await admin.request(suppliers.createExternal, {
      body: {
        name: 'Andes (external)',
        email: 'orders@andes.example',
        org_number: 'pe20123456789',
        internal_id: 'SUP-0042',
      },
    })
    expect(external.statusCode, external.body).toBe(201)
    const hash = await lastLinkToken(t.database.db, 'rosa@andes.example', 'company-invite', '/sign-up/')
    const shown = await guest.call(auth.invite, { params: { hash } })
    expect(shown).toMatchObject({
      kind: 'company',
      company: 'Nordic Outdoor AB',
      partner_role: 'supplier',
    })
    const response = await guest.request(auth.signUp, {
      params: { hash },
      body: { user: userStep, company: companyStep },
    })
    expect(response.statusCode, response.body).toBe(200)
    andes = apiClient(t.app, {
      token: response.json().access_token,
      cookie: '',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    })
    const found = (await admin.call(suppliers.list, { query: { search: 'andes' } })).data
    expect(found).toHaveLength(1)
    const supplier = found[0]!
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
    const client = (await andes.call(clients.list)).data
    expect(client).toHaveLength(1)
    expect(client[0]).toMatchObject({
      name: 'Nordic Outdoor AB',
      org_number: '556677-8899',
      counterparty_company_id: expect.any(String),
    })
    expect((await admin.call(supplierInvites.list)).data[0]!.status).toBe('accepted')
    await jobsSettled(t.database.db)
    expect((await unread(admin)).find((n) => n.type === 'partner-linked')?.data).toMatchObject({
      message: 'Andes Alpaca SA är nu en av era leverantörer',
      link: `/suppliers/${supplier.id}`,
    })
    expect((await unread(andes)).find((n) => n.type === 'partner-linked')?.data.message).toBe(
      'Nordic Outdoor AB is now one of your clients',
    )
    const params = await admin.call(paramEndpoints.selectMany, { query: { select_many: 'suppliers' } })
    expect(params.suppliers!.map((option) => option.name)).toContain('Andes Alpaca SA')
  })

  it('refuses to invite an own address or a company already linked; a revoked invite is done', async () => {
    await expectFieldError(
      admin,
      toCall(supplierInvites.create, { body: { email: 'buyer@nordic.demo' } }),
      'email',
      {
        sv: 'Ni kan inte bjuda in ert eget företag',
        en: 'You cannot invite your own company',
      },
    )
    await expectFieldError(
      admin,
      toCall(supplierInvites.create, { body: { email: 'supplier@baltic.demo' } }),
      'email',
      {
        sv: 'Företaget är redan kopplat till ert',
        en: 'This company is already linked to yours',
      },
    )
    const other = await admin.call(supplierInvites.create, { body: { email: 'nobody@nowhere.example' } })
    const revoked = await admin.call(supplierInvites.revoke, { params: { id: other.id } })
    expect(revoked.status).toBe('revoked')
    expect((await admin.request(supplierInvites.revoke, { params: { id: other.id } })).statusCode).toBe(409)
    expect((await admin.request(supplierInvites.resend, { params: { id: inviteId } })).statusCode).toBe(409)
    const hash = await lastLinkToken(t.database.db, 'nobody@nowhere.example', 'company-invite', '/sign-up/')
    expect((await guest.request(auth.invite, { params: { hash } })).statusCode).toBe(404)
  })
})

describe('inviting a company that is already on the platform', () => {
  let inviteId: string

  it('notifies the invited company, which sees it among received invitations and accepts it', async () => {
    const response = await baltic.request(clientInvites.create, { body: { email: 'rosa@andes.example' } })
    expect(response.statusCode, response.body).toBe(201)
    inviteId = response.json().id
    expect(response.json()).toMatchObject({ on_platform: true, role: 'client', status: 'pending' })
    expect(await mailTo(t.database.db, 'rosa@andes.example', 'company-invite')).toHaveLength(2)
    await jobsSettled(t.database.db)
    expect((await unread(andes)).find((n) => n.type === 'partner-invited')?.data).toMatchObject({
      message: 'Baltic Knit Ltd invites you to become one of their clients',
      link: '/suppliers',
    })
    // Read unparsed: the test is about the exact answer, which parsing would trim to the schema.
    const invitations = (await andes.request(received.list)).json()
    expect(invitations).toEqual([
      {
        id: inviteId,
        company: 'Baltic Knit Ltd',
        inviter: 'Lina Ozols',
        role: 'client',
        sent_at: expect.any(String),
      },
    ])
    // Nobody else sees it, and only the invited company may answer it.
    expect(await admin.call(received.list)).toEqual([])
    const invite = { params: { id: inviteId } }
    await expectHiddenFrom(admin, [toCall(received.accept, invite), toCall(received.decline, invite)])
    await expectHiddenFrom(baltic, [toCall(received.accept, invite)])
    // Unparsed: the answer must be exactly this message, nothing more.
    const accepted = await andes.request(received.accept, { ...invite, locale: 'en' })
    expect(accepted.json()).toEqual({ message: 'The invitation has been accepted; you are now linked' })
    expect((await andes.call(suppliers.list)).data.map((row) => row.name)).toEqual(['Baltic Knit Ltd'])
    const names = (await baltic.call(clients.list, { query: { sort: 'name' } })).data.map((row) => row.name)
    expect(names).toEqual(['Andes Alpaca SA', 'Nordic Outdoor AB'])
    expect((await andes.request(received.accept, invite)).statusCode).toBe(404)
    expect((await baltic.call(clientInvites.list)).data[0]!.status).toBe('accepted')
  })

  it('a declined invitation links nothing', async () => {
    // Andes already sells to Nordic, and may also buy from Baltic.
    const invite = await andes.call(clientInvites.create, { body: { email: 'supplier@baltic.demo' } })
    expect(invite.on_platform).toBe(true)
    const declined = await baltic.request(received.decline, { params: { id: invite.id }, locale: 'en' })
    expect(declined.json().message).toBe('The invitation has been declined')
    const listed = await andes.call(clientInvites.list, { query: { filter: { status: 'declined' } } })
    expect(listed.meta.total).toBe(1)
    expect((await andes.call(clients.list)).data.map((row) => row.name)).toEqual(['Nordic Outdoor AB'])
  })

  it('needs edit.agreement to invite or answer, list.suppliers/list.clients to list', async () => {
    await expectStatusForEach(
      buyer,
      [
        toCall(supplierInvites.create, { body: { email: 'x@y.example' } }),
        toCall(supplierInvites.revoke, { params: { id: inviteId } }),
        toCall(received.accept, { params: { id: inviteId } }),
      ],
      403,
    )
    expect((await buyer.request(supplierInvites.list)).statusCode).toBe(200)
    await expectStatusForEach(guest, [toCall(received.list)], 401)
  })
})
