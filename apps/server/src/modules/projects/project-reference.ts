import { assertReference } from '../../platform/db/references.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { isActiveProjectOf } from './project.queries.ts'

// A warehouse or an address placed in a project names an active project of the acting company; a link
// the record already had is kept as it is (platform/db/references.ts).
export const assertProjectReference = (
  ctx: RequestContext,
  id: string | null,
  field: string,
  current: string | null = null,
) => assertReference(id, field, current, (linked) => isActiveProjectOf(ctx.tx, ctx.companyId, linked))
