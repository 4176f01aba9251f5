import {
  type EndpointQuery,
  type JobStatus,
  type QueueJob,
  queueLogEndpoints as queueLogs,
  roleEndpoints,
  userEndpoints,
} from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../platform/db/rows.ts'
import { jobs } from '../../platform/jobs/job.table.ts'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { jobsSettled } from '../../testing/jobs.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
const ids: Record<string, string> = {}
const names = (list: { data: QueueJob[] }) => list.data.map((job) => job.name)

async function invite(client: ApiClient, email: string) {
  const roles = await client.call(roleEndpoints.options)
  const response = await client.request(userEndpoints.invite, {
    body: { email, role_ids: [roles.find((role) => role.role_type === 1)!.id] },
  })
  expect(response.statusCode, response.body).toBe(201)
}

// Jobs of types this app does not run stay as inserted; their times are spread so sorting is certain.
async function addJob(companyId: string | null, name: string, status: JobStatus, minutesAgo: number) {
  const queuedAt = new Date(Date.now() - minutesAgo * 60_000)
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      companyId,
      name,
      status,
      maxAttempts: 3,
      attempts: status === 'queued' ? 0 : 1,
      queuedAt,
      runAt: new Date(Date.now() + 3_600_000),
      startedAt: status === 'queued' ? null : queuedAt,
      finishedAt: status === 'completed' || status === 'failed' ? queuedAt : null,
      error: status === 'failed' ? 'file has no header row' : null,
      log: [{ at: queuedAt.toISOString(), line: `${name} log line` }],
    })
    .returning({ id: jobs.id })
  return row!.id
}

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  const companies = await rows<{ id: string; name: string }>(
    t.database.db,
    sql`select id, name from companies`,
  )
  const nordic = companies.find((c) => c.name === 'Nordic Outdoor AB')!.id
  const balticId = companies.find((c) => c.name === 'Baltic Knit Ltd')!.id
  await invite(admin, 'alva@nordic.demo')
  await jobsSettled(t.database.db)
  const [mailJob] = await rows<{ id: string }>(
    t.database.db,
    sql`select id from jobs where name = 'mail.deliver' and company_id = ${nordic}`,
  )
  ids.mail = mailJob!.id
  ids.import = await addJob(nordic, 'orders.import', 'failed', 30)
  ids.report = await addJob(nordic, 'reports.run', 'queued', 20)
  ids.baltic = await addJob(balticId, 'orders.import', 'completed', 10)
  ids.platform = await addJob(null, 'platform.cleanup', 'completed', 5)
})
afterAll(() => t.close())

describe('queue log: list and detail', () => {
  it("lists the company's jobs, newest first, with status, error and who queued them", async () => {
    // Read unparsed: the response schema would drop a payload that leaked.
    const response = await admin.request(queueLogs.list)
    expect(response.statusCode, response.body).toBe(200)
    const list = response.json()
    expect(list.meta).toEqual({
      total: 3,
      total_capped: false,
      total_estimated: false,
      page: 1,
      per_page: '60',
    })
    expect(names(list)).toEqual(['mail.deliver', 'reports.run', 'orders.import'])
    expect(list.data[0]).toMatchObject({
      id: ids.mail,
      status: 'completed',
      user_name: 'Anna Berg',
      attempts: 1,
      progress: 100,
      error: null,
    })
    expect(list.data[0].started_at).not.toBeNull()
    expect(list.data[0].finished_at).not.toBeNull()
    expect(list.data[2]).toMatchObject({ status: 'failed', error: 'file has no header row', user_name: null })
    expect(list.data[0]).not.toHaveProperty('payload')
  })

  it('filters by status and name, searches, sorts and pages', async () => {
    const list = (query: EndpointQuery<typeof queueLogs.list>) => admin.call(queueLogs.list, { query })
    expect(names(await list({ filter: { status: 'failed' } }))).toEqual(['orders.import'])
    expect(names(await list({ filter: { name: 'MAIL' } }))).toEqual(['mail.deliver'])
    expect(names(await list({ search: 'report' }))).toEqual(['reports.run'])
    expect(names(await list({ sort: 'name' }))).toEqual(['mail.deliver', 'orders.import', 'reports.run'])
    expect(names(await list({ sort: 'queued_at' }))).toEqual(['orders.import', 'reports.run', 'mail.deliver'])
    expect(await list({ per_page: '100', page: 2 })).toEqual({
      data: [],
      meta: { total: 3, total_capped: false, total_estimated: false, page: 2, per_page: '100' },
    })
  })

  it('refuses a bad query with 422 and messages in both languages', async () => {
    // Cast: values and filters the contract does not offer.
    const untyped = (query: Record<string, unknown>) => toCall(queueLogs.list, { query: query as never })
    await expectFieldError(admin, untyped({ filter: { status: 'lost' } }), 'filter.status', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    await expectFieldError(admin, untyped({ sort: 'payload' }), 'sort', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    await expectFieldError(admin, untyped({ filter: { company_id: 'x' } }), 'filter.company_id', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
  })

  it('shows a job with its timings, progress, error and log', async () => {
    const mail = await admin.call(queueLogs.get, { params: { id: ids.mail! }, locale: 'en' })
    expect(mail).toMatchObject({ id: ids.mail, name: 'mail.deliver', status: 'completed', progress: 100 })
    expect(mail.log.map((entry) => entry.line)).toEqual([
      'No SMTP server configured: the mail is kept in the outbox',
    ])
    // Lines from the message catalogue follow the reader's language (the admin's is Swedish).
    expect((await admin.call(queueLogs.get, { params: { id: ids.mail! } })).log[0]?.line).toBe(
      'Ingen SMTP-server är inställd: e-postmeddelandet sparas i utkorgen',
    )
    const failed = await admin.call(queueLogs.get, { params: { id: ids.import! } })
    expect(failed).toMatchObject({ status: 'failed', error: 'file has no header row' })
    expect(failed.log).toEqual([{ at: expect.any(String), line: 'orders.import log line' }])
  })
})

describe('queue log: access', () => {
  it("keeps each company's jobs to itself", async () => {
    const job = (id: string | undefined) => toCall(queueLogs.get, { params: { id: id! } })
    const list = await baltic.call(queueLogs.list, { query: { per_page: 'all' } })
    expect(list.data.map((each) => each.id)).toEqual([ids.baltic])
    expectNoneOf(list, [ids.mail!, ids.import!, ids.report!, ids.platform!])
    expectNoneOf(await admin.call(queueLogs.list, { query: { per_page: 'all' } }), [
      ids.baltic!,
      ids.platform!,
    ])
    await expectHiddenFrom(
      baltic,
      [job(ids.mail), job(ids.import)],
      ['file has no header row', 'mail.deliver'],
    )
    await expectHiddenFrom(admin, [job(ids.baltic), job(ids.platform)])
    expect((await baltic.call(queueLogs.get, { params: { id: ids.baltic! } })).id).toBe(ids.baltic)
  })

  it('answers 401 without a token, 403 without view.queue.logs and 404 for a malformed id', async () => {
    const calls = [toCall(queueLogs.list), toCall(queueLogs.get, { params: { id: ids.mail! } })]
    await expectStatusForEach(guest, calls, 401)
    await expectStatusForEach(buyer, calls, 403)
    await expectStatusForEach(admin, [toCall(queueLogs.get, { params: { id: 'not-an-id' } })], 404)
  })
})
