import { articleEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  archiveArticle,
  createArticle,
  getArticle,
  restoreArticle,
  updateArticle,
} from './article.service.ts'
import {
  articleOptions,
  getSharedArticle,
  listArticles,
  listSharedArticles,
  partnerOptions,
} from './article-list.service.ts'

export const articleRoutes: ModuleRoutes = (app, platform) => {
  const a = articleEndpoints
  route(app, platform, a.list, ({ query }, ctx) => listArticles(ctx, query))
  route(app, platform, a.options, ({ query }, ctx) => articleOptions(ctx, query))
  route(app, platform, a.partners, (_, ctx) => partnerOptions(ctx))
  route(app, platform, a.shared, ({ query }, ctx) => listSharedArticles(ctx, query))
  route(app, platform, a.sharedGet, ({ params }, ctx) => getSharedArticle(ctx, params.id))
  route(app, platform, a.get, ({ params }, ctx) => getArticle(ctx, params.id))
  route(app, platform, a.create, ({ body }, ctx) => createArticle(ctx, body))
  route(app, platform, a.update, ({ params, body }, ctx) => updateArticle(ctx, params.id, body))
  route(app, platform, a.archive, ({ params }, ctx) => archiveArticle(ctx, params.id))
  route(app, platform, a.restore, ({ params }, ctx) => restoreArticle(ctx, params.id))
}
