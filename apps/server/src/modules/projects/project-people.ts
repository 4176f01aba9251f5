import type { MessageKey } from '@scm/contracts'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { activeUsersAmong } from './project.queries.ts'

interface People {
  manager_ids: string[]
  member_ids: string[]
  purchaser_id: string | null
}

const unavailable: MessageKey = 'projects.personUnavailable'

// Managers, members and the purchaser are active users of the acting company. Someone the project
// already names may stay after being deactivated, so that the rest of the project can still be saved.
export async function assertProjectPeople(ctx: RequestContext, body: People, current?: People) {
  const kept = new Set(current ? [...current.manager_ids, ...current.member_ids, current.purchaser_id] : [])
  const fields = {
    manager_ids: body.manager_ids,
    member_ids: body.member_ids,
    purchaser_id: body.purchaser_id ? [body.purchaser_id] : [],
  }
  const named = Object.values(fields)
    .flat()
    .filter((id) => !kept.has(id))
  const active = await activeUsersAmong(ctx.tx, ctx.companyId, [...new Set(named)])
  const refused = Object.entries(fields).filter(([, ids]) =>
    ids.some((id) => !kept.has(id) && !active.has(id)),
  )
  if (refused.length > 0)
    throw new AppError(
      422,
      'errors.validation',
      {},
      Object.fromEntries(refused.map(([field]) => [field, [unavailable]])),
    )
}
