import type { Locale } from '@scm/contracts'
import { loadUserPrincipal } from '../auth/principal.ts'
import { inCompany } from '../db/tenant.ts'
import type { Platform, RequestContext } from '../http/context.ts'

// Runs work of a job as the user who queued it, in one company transaction, with the context a
// request of that user would have: so a job reuses a module's services (their checks, history, audit
// and events) instead of a copy of them. Work deferred to after the commit runs once it has committed.
export async function runAsUser<T>(
  platform: Platform,
  actor: { companyId: string; userId: string; locale: Locale },
  work: (ctx: RequestContext) => Promise<T>,
): Promise<T> {
  const tasks: Array<() => Promise<void>> = []
  const result = await inCompany(platform.db, actor.companyId, async (tx) => {
    const principal = await loadUserPrincipal(tx, actor.userId)
    return work({
      platform,
      locale: actor.locale,
      chosenLocale: null,
      ip: '',
      log: platform.log,
      afterCommit: (task) => tasks.push(task),
      // A job has no browser: no cookies to read or set.
      setCookie: () => {},
      clearCookie: () => {},
      cookie: () => undefined,
      bearer: () => undefined,
      tx,
      principal,
      companyId: actor.companyId,
      userId: actor.userId,
    })
  })
  for (const task of tasks) await task()
  return result
}
