import type { ParamName } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import { inCompany } from '../db/tenant.ts'
import type { RequestContext } from '../http/context.ts'
import { users } from '../tenancy/user.table.ts'

// After the change commits, every signed-in user of the company is told which shared lists changed
// (ParamUpdated on users.{id}, spec §7), so open selects drop those names from their cache.
export function paramsChanged(
  ctx: Pick<RequestContext, 'platform' | 'companyId' | 'afterCommit'>,
  names: ParamName[],
) {
  const { platform, companyId } = ctx
  ctx.afterCommit(async () => {
    const recipients = await inCompany(platform.db, companyId, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.active, true))),
    )
    const params = Object.fromEntries(names.map((name) => [name, null]))
    for (const user of recipients) platform.realtime.toUser(user.id, 'ParamUpdated', { params })
  })
}
