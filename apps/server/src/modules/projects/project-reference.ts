import { assertReference } from '../../platform/db/references.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { isActiveProjectOf, projectNameOf } from './project.queries.ts'

// A warehouse or an address placed in a project names an active project of the acting company; a link
// the record already had is kept as it is (platform/db/references.ts).
export const assertProjectReference = (
  ctx: RequestContext,
  id: string | null,
  field: string,
  current: string | null = null,
) => assertReference(id, field, current, (linked) => isActiveProjectOf(ctx.tx, ctx.companyId, linked))

// The name of a project a record is placed in, for documents that show it (inactive ones too).
export const projectName = (ctx: RequestContext, id: string | null) =>
  id === null ? Promise.resolve(null) : projectNameOf(ctx.tx, ctx.companyId, id)
