import { projectEndpoints } from '@scm/contracts'
import { crudRoutes } from '../company-settings/crud-routes.ts'
import type { ModuleRoutes } from '../index.ts'
import { projectService } from './project.service.ts'

export const projectRoutes: ModuleRoutes = (app, platform) => {
  crudRoutes(app, platform, projectEndpoints, projectService)
}
