import { projectEndpoints } from '@scm/contracts'
import { crudRoutes } from '../../platform/http/crud-routes.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { projectService } from './project.service.ts'

export const projectRoutes: ModuleRoutes = (app, platform) => {
  crudRoutes(app, platform, projectEndpoints, projectService)
}
