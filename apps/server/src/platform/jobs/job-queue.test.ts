import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { storedJob } from '../../testing/jobs.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { rows } from '../db/rows.ts'
import { inCompany } from '../db/tenant.ts'
import { enqueueJob } from './job-queue.ts'
import { defineJob } from './job-type.ts'

let t: TestApp
let companyId: string
let userId: string
beforeAll(async () => {
  t = await createTestApp()
  const [admin] = await rows<{ id: string; company_id: string }>(
    t.database.db,
    sql`select id, company_id from users where email = 'admin@nordic.demo'`,
  )
  companyId = admin!.company_id
  userId = admin!.id
})
afterAll(() => t.close())

describe('enqueueJob: how a module queues work from a request', () => {
  it("stores the job in the request's company transaction with its user, and runs it after commit", async () => {
    const seen: Array<{ companyId: string | null; userId: string | null }> = []
    const report = defineJob<{ reportId: string }>('test.report', async (job) => {
      seen.push({ companyId: job.companyId, userId: job.userId })
    })
    t.platform.jobs.register(report)
    const tasks: Array<() => Promise<void>> = []
    // What enqueueJob takes from a request context, inside the tenant transaction route() opens.
    // Read inside the request's transaction, before it commits: no worker can see the job yet. Once
    // committed, the worker's own poll may claim it before the after-commit nudge does.
    const { id, stored } = await inCompany(t.database.db, companyId, async (tx) => {
      const id = await enqueueJob(
        {
          tx,
          companyId,
          userId,
          platform: t.platform,
          afterCommit: (task) => tasks.push(task),
        },
        report,
        { reportId: 'r-1' },
      )
      return { id, stored: await storedJob(tx, id) }
    })
    expect(stored).toMatchObject({ companyId, userId, status: 'queued' })
    for (const task of tasks) await task()
    await vi.waitFor(async () => expect((await storedJob(t.database.db, id)).status).toBe('completed'))
    expect(seen).toEqual([{ companyId, userId }])
  })

  it("refuses a job for another company inside a company's transaction (row-level security)", async () => {
    const other = defineJob('test.other', async () => {})
    await expect(
      inCompany(t.database.db, companyId, (tx) =>
        enqueueJob(
          {
            tx,
            companyId: '00000000-0000-4000-8000-000000000000',
            userId,
            platform: t.platform,
            afterCommit: () => {},
          },
          other,
          {},
        ),
      ),
    ).rejects.toThrow()
  })
})
