import { consumablesPostingEndpoints as e } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import { sourceAvailability } from '../source-availability.ts'
import {
  createPosting,
  deletePosting,
  getPosting,
  listPostings,
  updatePosting,
} from './consumables-posting.service.ts'
import { sendPosting } from './consumables-posting-send.ts'

export const consumablesPostingRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ query }, ctx) => listPostings(ctx, query))
  route(app, platform, e.available, ({ query }, ctx) => sourceAvailability(ctx, query.warehouse_id))
  route(app, platform, e.get, ({ params }, ctx) => getPosting(ctx, params.id))
  route(app, platform, e.create, ({ body }, ctx) => createPosting(ctx, body))
  route(app, platform, e.update, ({ params, body }, ctx) => updatePosting(ctx, params.id, body))
  route(app, platform, e.send, ({ params, body }, ctx) => sendPosting(ctx, params.id, body.version))
  route(app, platform, e.remove, ({ params }, ctx) => deletePosting(ctx, params.id))
}
