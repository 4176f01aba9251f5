import type { RequestContext } from '../../../platform/http/context.ts'
import { type Viewer, viewSides } from './view-scope.queries.ts'

export async function viewerOf(ctx: RequestContext): Promise<Viewer> {
  return {
    companyId: ctx.companyId,
    companyName: ctx.principal.company,
    sides: await viewSides(ctx.tx, ctx.companyId),
  }
}
