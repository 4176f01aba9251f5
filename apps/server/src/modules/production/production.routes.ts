import { milestoneTypeEndpoints, productionWorkflowEndpoints } from '@scm/contracts'
import { crudRoutes } from '../../platform/http/crud-routes.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { milestoneTypeService } from './milestone-type.service.ts'
import { productionWorkflowService } from './production-workflow.service.ts'

export const productionRoutes: ModuleRoutes = (app, platform) => {
  crudRoutes(app, platform, milestoneTypeEndpoints, milestoneTypeService)
  crudRoutes(app, platform, productionWorkflowEndpoints, productionWorkflowService)
}
