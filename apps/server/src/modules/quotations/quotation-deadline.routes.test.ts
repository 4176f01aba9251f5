import {
  articleEndpoints,
  notificationEndpoints,
  quotationEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../platform/jobs/job.table.ts'
import type { ApiClient } from '../../testing/api-client.ts'
import { jobsSettled } from '../../testing/jobs.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

const day = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10)

describe('quotation deadline: the suppliers that have not answered are reminded a day before', () => {
  let t: TestApp
  let admin: ApiClient
  let baltic: ApiClient
  beforeAll(async () => {
    t = await createTestApp()
    const clients = await demoClients(t.app)
    admin = clients.admin
    baltic = clients.baltic
  })
  afterAll(() => t.close())

  const reminders = async () =>
    (await baltic.call(notificationEndpoints.list, {})).data.filter((row) =>
      row.data.message.includes('by tomorrow'),
    )
  const reminderJob = async () => {
    const [queued] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, 'quotations.deadline-reminder'))
      .orderBy(desc(jobs.queuedAt))
      .limit(1)
    return queued!
  }

  it('queues the reminder for the start of the deadline day, and a moved deadline gets its own', async () => {
    const article = (await admin.call(articleEndpoints.list, { query: { search: 'NO-1001' } })).data[0]!
    const supplier = (await admin.call(supplierEndpoints.list, { query: { search: 'Baltic' } })).data[0]!
    const general = {
      name: 'Beanies AW27',
      reference: null,
      assignee_id: null,
      project_id: null,
      due_date: null,
      currency: 'EUR' as const,
      budget: null,
      description: null,
    }
    const draft = await admin.call(quotationEndpoints.create, { body: { ...general, deadline: inDays(10) } })
    const params = { id: draft.id }
    await admin.call(quotationEndpoints.saveItems, {
      params,
      body: { items: [{ article_id: article.id, quantity: '100' }], version: 0 },
    })
    await admin.call(quotationEndpoints.saveSuppliers, {
      params,
      body: { suppliers: [{ supplier_id: supplier.id }], version: 1 },
    })
    await admin.call(quotationEndpoints.send, { params, body: { version: 2 } })
    const first = await reminderJob()
    expect(first.payload).toEqual({ quotationId: draft.id, deadline: inDays(10) })
    // Midnight in Stockholm is 22:00 or 23:00 UTC the day before.
    expect(first.runAt.toISOString()).toMatch(new RegExp(`^${inDays(9)}T2[23]:00:00`))

    // Two days ahead, not one: the reminder is due when the deadline day begins in Stockholm, which for
    // a deadline tomorrow (in UTC) is already past between 22:00 and 24:00 UTC: the worker would send
    // it with the first wake below, and the test would depend on the hour it runs at.
    await admin.call(quotationEndpoints.update, {
      params,
      body: { ...general, deadline: inDays(2), version: 3 },
    })
    const second = await reminderJob()
    expect(second.id).not.toBe(first.id)
    // The first reminder finds the deadline moved and tells no one; the second tells Baltic.
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, first.id))
    t.platform.jobs.wake()
    await jobsSettled(t.database.db)
    expect(await reminders()).toEqual([])
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, second.id))
    t.platform.jobs.wake()
    await jobsSettled(t.database.db)
    const [notice] = await reminders()
    expect(notice!.data.message).toMatch(
      new RegExp(`waits for your answer .* by tomorrow \\(${inDays(2)}\\)`),
    )
  })
})
