import { projectEndpoints } from '@scm/contracts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { crudRoutes } from '../company-settings/crud-routes.ts'
import { projectService } from './project.service.ts'

export const projectRoutes: ModuleRoutes = (app, platform) => {
  crudRoutes(app, platform, projectEndpoints, projectService)
}
