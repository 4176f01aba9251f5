import { assertReference } from '../../platform/db/references.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { projects } from './project.table.ts'

// A warehouse or an address placed in a project names an active project of the acting company.
export const assertProjectReference = (
  ctx: RequestContext,
  id: string | null,
  field: string,
  current: string | null = null,
) => assertReference(ctx, projects, id, field, current)
