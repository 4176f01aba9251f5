import { quotationTemplateEndpoints } from '@scm/contracts'
import { crudRoutes } from '../../../platform/http/crud-routes.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import { templateService } from './quotation-template.service.ts'

export const quotationTemplateRoutes: ModuleRoutes = (app, platform) => {
  crudRoutes(app, platform, quotationTemplateEndpoints, templateService)
}
