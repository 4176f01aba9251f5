import {
  accountEndpoints,
  authEndpoints,
  defaultNotificationPreferences,
  type NotificationSettings,
  notificationEndpoints as n,
  outboxEndpoints,
  roleEndpoints,
  SessionTime,
  type User,
  userEndpoints as users,
} from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { users as userTable } from '../../platform/tenancy/user.table.ts'
import {
  type ApiClient,
  apiClient,
  type EndpointCall,
  expectFieldError,
  expectStatusForEach,
  toCall,
} from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { lastLinkToken, mailTo } from '../../testing/outbox-mail.ts'
import { demoClients, signIn } from '../../testing/sign-in.ts'
import { createTestApp, jobSettle, type TestApp } from '../../testing/test-app.ts'
import { notifications } from './notification.table.ts'
import { type NotificationInput, notify } from './notify.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
const ids = { anna: '', erik: '', lina: '', nordic: '', baltic: '' }

// Straight through the service, as any module calls it, outside a request.
async function send(input: Partial<NotificationInput> & { recipients: string[] }) {
  const tasks: Array<() => Promise<void>> = []
  await t.database.db.transaction((tx) =>
    notify(
      { tx, platform: t.platform, afterCommit: (task) => tasks.push(task) },
      {
        companyId: ids.nordic,
        type: 'roles-changed',
        message: 'notifications.rolesChanged',
        params: { actor: 'Anna Berg', roles: 'Inköpare' },
        link: '/account',
        linkText: 'notifications.linkText.account',
        ...input,
      },
    ),
  )
  for (const task of tasks) await task()
}

const unread = (client: ApiClient, call: EndpointCall<typeof n.unread> = {}) => client.call(n.unread, call)

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  const options = await admin.call(users.options)
  ids.anna = options.find((user) => user.email === 'admin@nordic.demo')!.id
  ids.erik = options.find((user) => user.email === 'buyer@nordic.demo')!.id
  ids.lina = (await baltic.call(users.options))[0]!.id
  const companyOf = async (id: string) =>
    (
      await t.database.db
        .select({ companyId: userTable.companyId })
        .from(userTable)
        .where(eq(userTable.id, id))
    )[0]!.companyId
  ids.nordic = await companyOf(ids.anna)
  ids.baltic = await companyOf(ids.lina)
})
afterAll(() => t.close())

describe('notify()', () => {
  it('stores one notification per recipient of the company with its type, key, params and link', async () => {
    await send({ recipients: [ids.erik, ids.anna, ids.erik, ids.lina] })
    const rows = await t.database.db.select().from(notifications)
    expect(rows.map((row) => row.userId).sort()).toEqual([ids.anna, ids.erik].sort())
    expect(rows[0]).toMatchObject({
      companyId: ids.nordic,
      type: 'roles-changed',
      messageKey: 'notifications.rolesChanged',
      params: { actor: 'Anna Berg', roles: 'Inköpare' },
      link: '/account',
      linkTextKey: 'notifications.linkText.account',
      readAt: null,
    })
  })

  it("renders the stored message in the reader's language, not the sender's", async () => {
    const sv = await unread(buyer, { locale: 'sv' })
    const en = await unread(buyer, { locale: 'en' })
    expect(sv.notifications[0]!.data).toEqual({
      message: 'Anna Berg ändrade dina roller. Dina roller nu: Inköpare',
      link: '/account',
      linkText: 'Öppna mitt konto',
    })
    expect(en.notifications[0]!.data.message).toBe('Anna Berg changed your roles. Your roles now: Inköpare')
    expect(en.notifications[0]!.data.linkText).toBe('Open my account')
  })
})

describe('the bell: unread list, mark read, mark all read', () => {
  beforeAll(async () => {
    await buyer.request(n.markAllRead)
    await admin.request(n.markAllRead)
    for (let i = 1; i <= 20; i++)
      await send({ recipients: [ids.erik], params: { actor: `Actor ${i}`, roles: 'R' } })
  })

  it('pages 15 at a time, newest first, with the unread count and a cursor', async () => {
    const first = await unread(buyer, { query: { limit: 15 }, locale: 'en' })
    expect(first.notifications).toHaveLength(15)
    expect(first.unreadNotificationsCount).toBe(20)
    expect(first.notifications[0]!.data.message).toContain('Actor 20')
    expect(first.next_cursor).toBe(first.notifications[14]!.id)
    const second = await unread(buyer, { query: { limit: 15, before: first.next_cursor! }, locale: 'en' })
    expect(second.notifications.map((item) => item.data.message.split(' changed')[0])).toEqual([
      'Actor 5',
      'Actor 4',
      'Actor 3',
      'Actor 2',
      'Actor 1',
    ])
    expect(second.next_cursor).toBeNull()
    expect((await unread(buyer)).notifications).toHaveLength(15)
    expect((await unread(admin)).unreadNotificationsCount).toBe(0)
  })

  it("marks the given ids read; nobody else can mark or see them (404 for another user's id)", async () => {
    const page = await unread(buyer)
    const shown = page.notifications.slice(0, 3).map((item) => item.id)
    // Another company's user (and a colleague) gets a 404 that says nothing of the notifications.
    for (const other of [baltic, admin])
      await expectHiddenFrom(other, [toCall(n.markRead, { body: { ids: shown } })], ['Actor'])
    expect((await unread(buyer)).unreadNotificationsCount).toBe(20)
    // One foreign id among the caller's own refuses the whole call.
    const mixed = await buyer.request(n.markRead, { body: { ids: [...shown, crypto.randomUUID()] } })
    expect(mixed.statusCode).toBe(404)
    expect(await buyer.call(n.markRead, { body: { ids: shown } })).toEqual({ unreadNotificationsCount: 17 })
    expect(await buyer.call(n.markRead, { body: { ids: shown } })).toEqual({ unreadNotificationsCount: 17 })
    const after = await unread(buyer)
    expectNoneOf({ data: after.notifications }, shown)
    const history = await buyer.call(n.list, { query: { filter: { status: 'read' } } })
    // The three, and the first test's one, read by "mark all" before this block.
    expect(history.meta.total).toBe(4)
    expect(history.data.map((item) => item.id)).toEqual(expect.arrayContaining(shown))
  })

  it("mark all read touches only the caller's notifications", async () => {
    await send({ recipients: [ids.anna] })
    expect(await admin.call(n.markAllRead)).toEqual({ unreadNotificationsCount: 0 })
    expect((await unread(buyer)).unreadNotificationsCount).toBe(17)
    expect((await baltic.request(n.markAllRead)).statusCode).toBe(200)
    expect((await unread(buyer)).unreadNotificationsCount).toBe(17)
    expect(await buyer.call(n.markAllRead)).toEqual({ unreadNotificationsCount: 0 })
    expect(await unread(buyer)).toMatchObject({
      notifications: [],
      unreadNotificationsCount: 0,
      next_cursor: null,
    })
  })
})

describe('the history list', () => {
  it("lists the caller's own notifications only, filters and pages them", async () => {
    const own = await buyer.call(n.list, { query: { per_page: '100' } })
    expect(own.meta.total).toBe(21)
    expect((await buyer.call(n.list, { query: { filter: { status: 'unread' } } })).meta.total).toBe(0)
    expect((await buyer.call(n.list, { query: { filter: { type: 'user-invited' } } })).meta.total).toBe(0)
    const anna = await admin.call(n.list, { query: { per_page: '100' } })
    expect(anna.meta.total).toBe(2)
    expectNoneOf(
      anna,
      own.data.map((item) => item.id),
    )
    const lina = await baltic.call(n.list, { query: { per_page: 'all' } })
    expect(lina.meta.total).toBe(0)
    expect(await unread(baltic, { query: { before: own.data[0]!.id } })).toMatchObject({
      notifications: [],
      unreadNotificationsCount: 0,
    })
  })

  it('answers 401 without sign-in on every endpoint', async () => {
    await expectStatusForEach(
      guest,
      [
        toCall(n.unread),
        toCall(n.markRead, { body: { ids: [ids.anna] } }),
        toCall(n.markAllRead),
        toCall(n.list),
        toCall(n.settings),
        // Without a body toCall sends an empty one, which the contract refuses: a guest is turned away
        // before the body is read.
        toCall(n.updateSettings),
        toCall(n.pushKey),
        toCall(n.pushSubscriptions),
        toCall(n.subscribePush),
        toCall(n.unsubscribePush, { params: { id: ids.anna } }),
      ],
      401,
    )
  })

  it('refuses bad input field by field in Swedish and English', async () => {
    await expectFieldError(buyer, toCall(n.unread, { query: { limit: 0 } }), 'limit', {
      sv: 'Värdet måste vara minst 1',
      en: 'The value must be at least 1',
    })
    await expectFieldError(buyer, toCall(n.unread, { query: { before: 'nope' } }), 'before', {
      sv: 'Detta är inte ett giltigt id',
      en: 'This is not a valid id',
    })
    await expectFieldError(buyer, toCall(n.markRead, { body: { ids: [] } }), 'ids', {
      sv: 'Välj minst 1',
      en: 'Choose at least 1',
    })
    await expectFieldError(buyer, toCall(n.markRead, { body: { ids: ['x'] } }), 'ids.0', {
      sv: 'Detta är inte ett giltigt id',
      en: 'This is not a valid id',
    })
    // Cast: a status not on the list.
    const old = toCall(n.list, { query: { filter: { status: 'old' } } as never })
    await expectFieldError(buyer, old, 'filter.status', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
  })
})

describe('notification settings', () => {
  const settings = (): NotificationSettings => ({
    ...structuredClone(defaultNotificationPreferences),
    version: 0,
  })

  it('starts from the defaults and saves per type and channel with a version; stale saves get 409', async () => {
    // Read unparsed: the test is about the exact answer, which parsing would trim to the schema.
    expect((await buyer.request(n.settings)).json()).toEqual(settings())
    const body = settings()
    body.types['roles-changed'] = { email: false, in_app: true, push: true }
    expect(await buyer.call(n.updateSettings, { body })).toEqual({ ...body, version: 1 })
    expect(await buyer.call(n.settings)).toEqual({ ...body, version: 1 })
    const stale = await buyer.request(n.updateSettings, { body, locale: 'en' })
    expect(stale.statusCode).toBe(409)
    // Another user of the same company keeps the defaults.
    expect(await admin.call(n.settings)).toEqual(settings())
    // Cast: a switch of the wrong type and a field the contract does not have.
    const wrongType = {
      ...body,
      version: 1,
      types: { ...body.types, 'roles-changed': { email: 'yes', in_app: true, push: false } },
    }
    await expectFieldError(
      buyer,
      toCall(n.updateSettings, { body: wrongType as never }),
      'types.roles-changed.email',
      { sv: 'Värdet har fel typ', en: 'This value has the wrong type' },
    )
    await expectFieldError(
      buyer,
      toCall(n.updateSettings, { body: { ...body, version: 1, sms: true } as never }),
      'sms',
      { sv: 'Fältet är inte tillåtet', en: 'This field is not allowed' },
    )
  })

  it('decides e-mail and in-app per type: off means no mail, in-app off means nothing stored', async () => {
    const before = (await mailTo(t.database.db, 'buyer@nordic.demo', 'notification')).length
    await send({ recipients: [ids.erik] })
    expect(await mailTo(t.database.db, 'buyer@nordic.demo', 'notification')).toHaveLength(before)

    const current = await buyer.call(n.settings)
    current.types['roles-changed'] = { email: true, in_app: false, push: false }
    expect((await buyer.request(n.updateSettings, { body: current })).statusCode).toBe(200)
    const stored = (await buyer.call(n.list)).meta.total
    await send({ recipients: [ids.erik] })
    expect((await buyer.call(n.list)).meta.total).toBe(stored)
    const mails = await mailTo(t.database.db, 'buyer@nordic.demo', 'notification')
    expect(mails).toHaveLength(before + 1)
    expect(mails[0]).toMatchObject({ subject: 'Supplyflow: Roller ändrade' })
    // Delivery is a job: the worker may still be busy with an earlier one when this mail is queued.
    await vi.waitFor(async () => {
      const [delivered] = await mailTo(t.database.db, 'buyer@nordic.demo', 'notification')
      expect(delivered?.status).toBe('logged')
    }, jobSettle)
    expect(mails[0]!.text).toContain('Anna Berg ändrade dina roller')
    expect(mails[0]!.text).toContain('http://localhost:3000/account')

    const paused = await buyer.call(n.settings)
    paused.email_paused = true
    paused.types['roles-changed'] = { email: true, in_app: true, push: false }
    expect((await buyer.request(n.updateSettings, { body: paused })).statusCode).toBe(200)
    await send({ recipients: [ids.erik] })
    expect(await mailTo(t.database.db, 'buyer@nordic.demo', 'notification')).toHaveLength(before + 1)
    // A user's notification mail is theirs: the company's mail log does not show it.
    // Read unparsed: a mail that should not be there is checked on the whole answer.
    const outbox = (await admin.request(outboxEndpoints.list, { query: { per_page: 'all' } })).json()
    expect(outbox.data.map((mail: { kind: string }) => mail.kind)).not.toContain('notification')
  })
})

describe('foundation events', () => {
  let erikUser: User
  const userBody = (user: User, roleIds: string[]) => ({
    first_name: user.first_name,
    last_name: user.last_name,
    locale: user.locale,
    // The user schema answers any whole number; the body takes only the selectable minutes.
    session_time: SessionTime.parse(user.session_time),
    role_ids: roleIds,
    group_ids: user.groups.map((group) => group.id),
    version: user.version,
  })

  it('a role change notifies the user whose roles changed, in the same transaction', async () => {
    await buyer.request(n.markAllRead)
    const roles = await admin.call(roleEndpoints.options)
    const params = { id: ids.erik }
    const erik = await admin.call(users.get, { params })
    const all = roles.map((role) => role.id)
    // A refused change (stale version) leaves no notification behind.
    const stale = await admin.request(users.update, {
      params,
      body: { ...userBody(erik, all), version: erik.version + 5 },
    })
    expect(stale.statusCode).toBe(409)
    expect((await unread(buyer)).unreadNotificationsCount).toBe(0)
    erikUser = await admin.call(users.update, { params, body: userBody(erik, all) })
    const list = await unread(buyer, { locale: 'en' })
    expect(list.unreadNotificationsCount).toBe(1)
    expect(list.notifications[0]).toMatchObject({ type: 'roles-changed', data: { link: '/account' } })
    expect(list.notifications[0]!.data.message).toMatch(/^Anna Berg changed your roles/)
    // Saving without a role change says nothing.
    const same = await admin.request(users.update, { params, body: userBody(erikUser, all) })
    expect(same.statusCode).toBe(200)
    expect((await unread(buyer)).unreadNotificationsCount).toBe(1)
  })

  it("an invite notifies the company's other admins, not the one who invited", async () => {
    expect(erikUser).toBeDefined()
    await admin.request(n.markAllRead)
    await buyer.request(n.markAllRead)
    // Erik holds the admin role now; his token carries it at the next request.
    const erikAdmin = apiClient(t.app, await signIn(t.app, 'buyer@nordic.demo'))
    const roles = await admin.call(roleEndpoints.options)
    const invited = await erikAdmin.request(users.invite, {
      body: {
        email: 'new.planner@nordic.demo',
        first_name: 'Nils',
        last_name: 'Ny',
        role_ids: [roles[0]!.id],
      },
    })
    expect(invited.statusCode, invited.body).toBe(201)
    const anna = await unread(admin, { locale: 'en' })
    expect(anna.notifications).toHaveLength(1)
    expect(anna.notifications[0]).toMatchObject({
      type: 'user-invited',
      data: {
        message: 'Erik Lund invited Nils Ny to Nordic Outdoor AB',
        link: '/admin/users?search=new.planner%40nordic.demo',
        linkText: 'Open users',
      },
    })
    expect((await unread(erikAdmin)).unreadNotificationsCount).toBe(0)
    expect((await unread(baltic)).unreadNotificationsCount).toBe(0)
  })

  it('a password change notifies that user and mails them by default', async () => {
    const response = await baltic.request(accountEndpoints.changePassword, {
      body: { current_password: 'Demo1234!', password: 'Changed123!', password_confirmation: 'Changed123!' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const list = await unread(baltic, { locale: 'en' })
    expect(list.notifications[0]).toMatchObject({ type: 'password-changed' })
    expect(list.notifications[0]!.data.message).toMatch(/^Your password was changed/)
    const [mail] = await mailTo(t.database.db, 'supplier@baltic.demo', 'notification')
    expect(mail!.subject).toBe('Supplyflow: Password changed')
  })

  it('a password reset by link notifies that user', async () => {
    const forgot = await guest.request(authEndpoints.forgotPassword, {
      body: { email: 'supplier@baltic.demo' },
    })
    expect(forgot.statusCode).toBe(200)
    const token = await lastLinkToken(
      t.database.db,
      'supplier@baltic.demo',
      'password-reset',
      '/reset-password?token=',
    )
    const reset = await guest.request(authEndpoints.resetPassword, {
      body: { token, password: 'Again1234!', password_confirmation: 'Again1234!' },
    })
    expect(reset.statusCode, reset.body).toBe(200)
    const lina = apiClient(t.app, await signIn(t.app, 'supplier@baltic.demo', 'Again1234!'))
    const list = await unread(lina, { locale: 'en' })
    expect(list.unreadNotificationsCount).toBe(2)
    expect(list.notifications[0]!.data.message).toMatch(/^Your password was reset with a link/)
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.lina), eq(notifications.companyId, ids.baltic)))
    expect(rows).toHaveLength(2)
  })
})
