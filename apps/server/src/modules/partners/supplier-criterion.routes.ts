import { supplierCriterionEndpoints as endpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  createSupplierCriterion,
  deleteSupplierCriterion,
  getSupplierCriterion,
  listSupplierCriteria,
  updateSupplierCriterion,
} from './supplier-criterion.service.ts'
import { getCriteriaValues, saveCriteriaValues } from './supplier-criterion-values.service.ts'

export const supplierCriterionRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, endpoints.list, ({ query }, ctx) => listSupplierCriteria(ctx, query))
  route(app, platform, endpoints.get, ({ params }, ctx) => getSupplierCriterion(ctx, params.id))
  route(app, platform, endpoints.create, ({ body }, ctx) => createSupplierCriterion(ctx, body))
  route(app, platform, endpoints.update, ({ params, body }, ctx) =>
    updateSupplierCriterion(ctx, params.id, body),
  )
  route(app, platform, endpoints.remove, ({ params }, ctx) => deleteSupplierCriterion(ctx, params.id))
  route(app, platform, endpoints.values, ({ params }, ctx) => getCriteriaValues(ctx, params.id))
  route(app, platform, endpoints.saveValues, ({ params, body }, ctx) =>
    saveCriteriaValues(ctx, params.id, body),
  )
}
