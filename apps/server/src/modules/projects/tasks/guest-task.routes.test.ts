import {
  guestTaskEndpoints as guest,
  guestLinkEndpoints,
  taskGuestLinkEndpoints as links,
  projectEndpoints,
  type Task,
  taskEndpoints,
} from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../../platform/db/rows.ts'
import { inGuestDocument } from '../../../platform/db/tenant.ts'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { lastLinkToken } from '../../../testing/outbox-mail.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'

let t: TestApp
let clients: Awaited<ReturnType<typeof demoClients>>
let admin: ApiClient
let projectId: string
const inspector = 'qc@inspect.example'
const password = 'Inspect-2027'

beforeAll(async () => {
  t = await createTestApp()
  clients = await demoClients(t.app)
  admin = clients.admin
  const projects = await admin.call(projectEndpoints.list, { query: { per_page: 'all' } })
  projectId = projects.data.find((project) => project.code === 'AW27-CAPSULE')!.id
})
afterAll(() => t.close())

const tasks = async () => (await admin.call(taskEndpoints.tree, { params: { projectId } })).tasks
const taskNamed = async (name: string): Promise<Task> => (await tasks()).find((task) => task.name === name)!

// Sends the task to the inspector and signs in as the inspector: the token and the session cookie.
async function sendAndSignIn(task: Task, email = inspector) {
  await admin.call(links.send, { params: { id: task.id }, body: { email, password } })
  const token = await lastLinkToken(t.database.db, email, 'guest-link', '/guest/tasks/')
  const signIn = await clients.guest.request(guestLinkEndpoints.signIn, {
    params: { token },
    body: { email, password },
  })
  expect(signIn.statusCode, signIn.body).toBe(200)
  return { token, cookie: `${signIn.cookies[0]!.name}=${signIn.cookies[0]!.value}` }
}

const asGuest = (cookie: string, call: ReturnType<typeof toCall>) =>
  t.app.inject({ method: call.method, url: call.url, payload: call.payload as object, headers: { cookie } })

describe(`a task sent to a guest (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is sent with an e-mail and a password, checked per field, and only as the task’s company', async () => {
    const fit = await taskNamed('Fit session')
    await expectFieldError(
      admin,
      toCall(links.send, { params: { id: fit.id }, body: { email: inspector, password: 'short' } }),
      'password',
      { en: 'Enter at least 8 characters', sv: 'Ange minst 8 tecken' },
    )
    const bad = await admin.request(links.send, {
      params: { id: fit.id },
      body: { email: 'not an address', password },
      locale: 'en',
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['email'])
    await expectHiddenFrom(clients.baltic, [
      toCall(links.send, { params: { id: fit.id }, body: { email: inspector, password } }),
    ])
    const link = await admin.call(links.send, {
      params: { id: fit.id },
      body: { email: inspector, password },
    })
    expect(link).toMatchObject({ recipient_email: inspector, password_required: true, status: 'active' })
    const page = await admin.call(taskEndpoints.page, { params: { id: fit.id } })
    expect(page.guest_link).toMatchObject({ id: link.id, recipient_email: inspector })
  })

  it('opens after sign-in; the guest completes the task, which completes its subtree, and comments', async () => {
    const sampling = await taskNamed('Sampling')
    await admin.call(links.send, { params: { id: sampling.id }, body: { email: inspector, password } })
    const token = await lastLinkToken(t.database.db, inspector, 'guest-link', '/guest/tasks/')
    expect((await clients.guest.request(guest.get, { params: { token } })).statusCode).toBe(401)
    const wrong = await clients.guest.request(guestLinkEndpoints.signIn, {
      params: { token },
      body: { email: inspector, password: 'not-the-password' },
    })
    expect(wrong.statusCode).toBe(422)
    const { token: current, cookie } = await sendAndSignIn(sampling)

    const opened = await asGuest(cookie, toCall(guest.get, { params: { token: current } }))
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json()).toMatchObject({
      company_name: 'Nordic Outdoor AB',
      project_name: 'Autumn trail capsule',
      task: { id: sampling.id, name: 'Sampling', status: 'not_started', version: sampling.version },
    })
    expect(opened.body).not.toContain('Erik')

    const completed = await asGuest(
      cookie,
      toCall(guest.update, {
        params: { token: current },
        body: { status: 'completed', version: sampling.version },
      }),
    )
    expect(completed.statusCode, completed.body).toBe(200)
    expect(completed.json().task).toMatchObject({ status: 'completed', progress: 100 })
    const after = await tasks()
    for (const name of ['Sampling', 'Proto samples', 'Fit session', 'Salesman samples'])
      expect(after.find((task) => task.name === name)).toMatchObject({ status: 'completed', progress: 100 })
    const stale = await asGuest(
      cookie,
      toCall(guest.update, {
        params: { token: current },
        body: { status: 'in_progress', version: sampling.version },
      }),
    )
    expect(stale.statusCode).toBe(409)

    const commented = await asGuest(
      cookie,
      toCall(guest.comment, { params: { token: current }, body: { text: 'Samples approved at the mill' } }),
    )
    expect(commented.statusCode, commented.body).toBe(201)
    expect(commented.json().comments.at(-1)).toMatchObject({
      author_name: inspector,
      text: 'Samples approved at the mill',
    })
    const comments = await admin.call(taskEndpoints.comments, { params: { id: sampling.id } })
    expect(comments.at(-1)).toMatchObject({ author_name: inspector, text: 'Samples approved at the mill' })
    const history = await admin.call(taskEndpoints.history, { params: { id: sampling.id } })
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'commented', actor_name: inspector },
      {
        action: 'updated',
        actor_name: inspector,
        changes: expect.arrayContaining([{ field: 'status', before: 'not_started', after: 'completed' }]),
      },
    ])
  })

  it('refuses a replaced, revoked or expired link', async () => {
    const bulk = await taskNamed('Bulk fabric')
    const first = await sendAndSignIn(bulk)
    const second = await sendAndSignIn(bulk)
    expect(
      (await asGuest(first.cookie, toCall(guest.get, { params: { token: first.token } }))).statusCode,
    ).toBe(404)
    expect(
      (await asGuest(second.cookie, toCall(guest.get, { params: { token: second.token } }))).statusCode,
    ).toBe(200)

    const live = (await admin.call(taskEndpoints.page, { params: { id: bulk.id } })).guest_link!
    const other = await taskNamed('Fit session')
    await expectHiddenFrom(admin, [toCall(links.revoke, { params: { id: other.id, linkId: live.id } })])
    await admin.call(links.revoke, { params: { id: bulk.id, linkId: live.id } })
    expect((await admin.call(taskEndpoints.page, { params: { id: bulk.id } })).guest_link).toBeNull()
    for (const call of [
      toCall(guest.get, { params: { token: second.token } }),
      toCall(guest.update, {
        params: { token: second.token },
        body: { status: 'completed', version: bulk.version },
      }),
      toCall(guest.comment, { params: { token: second.token }, body: { text: 'Still here?' } }),
    ])
      expect((await asGuest(second.cookie, call)).statusCode).toBe(404)

    const third = await sendAndSignIn(bulk)
    await t.database.db.execute(
      sql`update guest_links set expires_at = now() - interval '1 minute' where document_id = ${bulk.id} and revoked_at is null`,
    )
    expect(
      (await asGuest(third.cookie, toCall(guest.get, { params: { token: third.token } }))).statusCode,
    ).toBe(404)
    expect((await taskNamed('Bulk fabric')).status).toBe('not_started')
  })

  it('reaches its one task, its project and its comments, and nothing else in the database', async () => {
    const cut = await taskNamed('Cut, make and trim')
    const { token, cookie } = await sendAndSignIn(cut)
    await asGuest(cookie, toCall(guest.comment, { params: { token }, body: { text: 'Line booked' } }))
    const db = t.database.db
    const tables = await rows<{ tablename: string }>(
      db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
    const seen = await inGuestDocument(db, cut.id, async (tx) => {
      const counts: Record<string, number> = {}
      for (const { tablename } of tables) {
        const [row] = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.identifier(tablename)}`,
        )
        if (row!.n > 0) counts[tablename] = row!.n
      }
      return counts
    })
    expect(seen).toEqual({ project_tasks: 1, projects: 1, project_task_comments: 1 })
    const other = await taskNamed('Final inspection')
    const [owner] = await rows<{ id: string }>(
      db,
      sql`select company_id as id from projects where id = ${projectId}`,
    )
    const hijacked = await inGuestDocument(db, cut.id, (tx) =>
      rows(tx, sql`update project_tasks set status = 'completed' where id = ${other.id} returning id`),
    )
    expect(hijacked).toEqual([])
    await expect(
      inGuestDocument(db, cut.id, (tx) =>
        rows(
          tx,
          sql`insert into project_task_comments (company_id, task_id, author_name, text)
            values (${owner!.id}, ${other.id}, 'x', 'Not mine') returning id`,
        ),
      ),
    ).rejects.toThrow()
  })

  it('is sent only by someone who may change the plan', async () => {
    const launch = await taskNamed('Launch in stores')
    await restrictPurchasers(admin, ['list.projects'])
    await expectStatusForEach(
      clients.buyer,
      [toCall(links.send, { params: { id: launch.id }, body: { email: inspector, password } })],
      403,
    )
  })
})
