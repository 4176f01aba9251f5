import { sql } from 'drizzle-orm'
import { rows } from '../../../platform/db/rows.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { runAsUser } from '../../../platform/jobs/job-request-context.ts'
import type { TestApp } from '../../../testing/test-app.ts'
import { articlesByCode } from '../../articles/index.ts'

// A demo user as a service call sees it: the company, the user, and work run in its transaction.
export async function stockActor(t: TestApp, email: string) {
  const [user] = await rows<{ id: string; company_id: string }>(
    t.database.db,
    sql`select id, company_id from users where email = ${email}`,
  )
  const actor = { companyId: user!.company_id, userId: user!.id, locale: 'en' as const }
  return {
    ...actor,
    run: <T>(work: (ctx: RequestContext) => Promise<T>) => runAsUser(t.platform, actor, work),
  }
}

export type StockActor = Awaited<ReturnType<typeof stockActor>>

// Ids of the actor's articles and warehouses by code.
export async function stockPlaces(actor: StockActor, articleCodes: string[], warehouseCodes: string[]) {
  return actor.run(async (ctx) => {
    const articles = await articlesByCode(ctx.tx, ctx.companyId, articleCodes)
    const warehouses = (
      await rows<{ id: string; code: string }>(
        ctx.tx,
        sql`select id, code from warehouses where company_id = ${ctx.companyId}`,
      )
    ).filter((row) => warehouseCodes.includes(row.code))
    return {
      article: (code: string) => articles.find((row) => row.code === code)!.id,
      warehouse: (code: string) => warehouses.find((row) => row.code === code)!.id,
    }
  })
}
