import { orderMilestoneEndpoints as e } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import {
  applyWorkflow,
  commentMilestone,
  listMilestones,
  listWorkflowChoices,
  updateMilestone,
} from './order-milestone.service.ts'

export const orderMilestoneRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ params }, ctx) => listMilestones(ctx, params.id))
  route(app, platform, e.choices, ({ params }, ctx) => listWorkflowChoices(ctx, params.id))
  route(app, platform, e.apply, ({ params, body }, ctx) => applyWorkflow(ctx, params.id, body))
  route(app, platform, e.update, ({ params, body }, ctx) =>
    updateMilestone(ctx, params.id, params.milestoneId, body),
  )
  route(app, platform, e.comment, ({ params, body }, ctx) =>
    commentMilestone(ctx, params.id, params.milestoneId, body),
  )
}
