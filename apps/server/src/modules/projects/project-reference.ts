import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { isActiveProjectOf } from './project.queries.ts'

// A warehouse or an address placed in a project names an active project of the acting company; a link
// the record already had is kept as it is (the rule of platform/db/references.ts).
export async function assertProjectReference(
  ctx: RequestContext,
  id: string | null,
  field: string,
  current: string | null = null,
) {
  if (id === null || id === current) return
  if (!(await isActiveProjectOf(ctx.tx, ctx.companyId, id)))
    throw invalidField(field, 'masterData.unavailable')
}
