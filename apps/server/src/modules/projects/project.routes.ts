import { projectArticleEndpoints, projectEndpoints } from '@scm/contracts'
import { crudRoutes } from '../../platform/http/crud-routes.ts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { projectService } from './project.service.ts'
import { getProjectArticles, saveProjectArticles } from './project-article.service.ts'

export const projectRoutes: ModuleRoutes = (app, platform) => {
  crudRoutes(app, platform, projectEndpoints, projectService)
  route(app, platform, projectArticleEndpoints.list, ({ params }, ctx) => getProjectArticles(ctx, params.id))
  route(app, platform, projectArticleEndpoints.save, ({ params, body }, ctx) =>
    saveProjectArticles(ctx, params.id, body),
  )
}
