import { questionEndpoints } from '@scm/contracts'
import { crudRoutes } from '../../platform/http/crud-routes.ts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { listQuestionCategories, questionService } from './question.service.ts'

export const questionRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, questionEndpoints.categories, (_, ctx) => listQuestionCategories(ctx))
  crudRoutes(app, platform, questionEndpoints, questionService)
}
