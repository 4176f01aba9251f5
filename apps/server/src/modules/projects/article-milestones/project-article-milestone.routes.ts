import { projectArticleMilestoneEndpoints as e } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import {
  applyArticleWorkflow,
  listArticleMilestones,
  listProjectWorkflowChoices,
  updateArticleMilestone,
} from './project-article-milestone.service.ts'

export const projectArticleMilestoneRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ params }, ctx) => listArticleMilestones(ctx, params.id))
  route(app, platform, e.choices, ({ params }, ctx) => listProjectWorkflowChoices(ctx, params.id))
  route(app, platform, e.apply, ({ params, body }, ctx) => applyArticleWorkflow(ctx, params.id, body))
  route(app, platform, e.update, ({ params, body }, ctx) =>
    updateArticleMilestone(ctx, params.id, params.milestoneId, body),
  )
}
