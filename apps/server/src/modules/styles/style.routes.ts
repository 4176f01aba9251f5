import { counterpartStyleEndpoints, styleEndpoints, styleReviewEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { getCounterpartStyle, listCounterpartStyles } from './counterpart-style.service.ts'
import { createStyle, getStyle, setStyleStatus, shareStyle, updateStyle } from './style.service.ts'
import {
  createCriterion,
  deleteCriterion,
  getCriterion,
  listCriteria,
  updateCriterion,
} from './style-criteria.service.ts'
import { listStyles } from './style-list.service.ts'
import { partnerCompanies } from './style-names.queries.ts'
import { getStyleReview, saveStyleReview } from './style-review.service.ts'

export const styleRoutes: ModuleRoutes = (app, platform) => {
  const styles = styleEndpoints
  route(app, platform, styles.list, ({ query }, ctx) => listStyles(ctx, query))
  route(app, platform, styles.get, ({ params }, ctx) => getStyle(ctx, params.id))
  route(app, platform, styles.create, ({ body }, ctx) => createStyle(ctx, body))
  route(app, platform, styles.update, ({ params, body }, ctx) => updateStyle(ctx, params.id, body))
  route(app, platform, styles.archive, ({ params, body }, ctx) =>
    setStyleStatus(ctx, params.id, body.version, 'archived'),
  )
  route(app, platform, styles.restore, ({ params, body }, ctx) =>
    setStyleStatus(ctx, params.id, body.version, 'active'),
  )
  route(app, platform, styles.share, ({ params, body }, ctx) => shareStyle(ctx, params.id, body))

  const review = styleReviewEndpoints
  route(app, platform, review.listCriteria, ({ query }, ctx) => listCriteria(ctx, query))
  route(app, platform, review.getCriterion, ({ params }, ctx) => getCriterion(ctx, params.id))
  route(app, platform, review.createCriterion, ({ body }, ctx) => createCriterion(ctx, body))
  route(app, platform, review.updateCriterion, ({ params, body }, ctx) =>
    updateCriterion(ctx, params.id, body),
  )
  route(app, platform, review.removeCriterion, ({ params }, ctx) => deleteCriterion(ctx, params.id))
  route(app, platform, review.getReview, ({ params }, ctx) => getStyleReview(ctx, params.id))
  route(app, platform, review.saveReview, ({ params, body }, ctx) => saveStyleReview(ctx, params.id, body))

  const counterpart = counterpartStyleEndpoints
  route(app, platform, counterpart.list, ({ query }, ctx) => listCounterpartStyles(ctx, query))
  route(app, platform, counterpart.get, ({ params }, ctx) => getCounterpartStyle(ctx, params.id))
  route(app, platform, counterpart.partners, (_, ctx) => partnerCompanies(ctx.tx))
}
