import { canTransition, type PriceList, type PriceListAction, priceListTransitions } from '@scm/contracts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { inCompany } from '../../platform/db/tenant.ts'
import { conflict, invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { notify } from '../notifications/index.ts'
import { usersHolding } from '../partners/index.ts'
import { findPriceListParties, updatePriceListRow } from './price-list.queries.ts'
import { getPriceList } from './price-list.service.ts'
import { refreshLineArticles } from './price-list-line.queries.ts'

// Before a list goes out it must be something a counterparty can see and use.
async function assertPublishable(ctx: RequestContext, list: PriceList) {
  if (!list.counterparty_company_id)
    throw invalidField('counterparty_company_id', 'priceLists.needsCounterparty')
  if (list.is_default || list.is_internal) throw invalidField('is_internal', 'priceLists.notShareable')
  if (list.line_count === 0) throw conflict('priceLists.noLines')
  // The counterparty reads article names from the lines: they are taken fresh as the list goes out.
  await refreshLineArticles(ctx.tx, list.id)
}

// The other party hears of it after commit, in its own company's transaction and language.
function tellOtherParty(
  ctx: RequestContext,
  list: PriceList,
  action: PriceListAction,
  otherCompanyId: string,
) {
  ctx.afterCommit(async () => {
    const later: Array<() => Promise<void>> = []
    await inCompany(ctx.platform.db, otherCompanyId, async (tx) =>
      notify(
        { tx, platform: ctx.platform, afterCommit: (task) => later.push(task) },
        {
          companyId: otherCompanyId,
          recipients: await usersHolding(tx, otherCompanyId, 'list.price.lists'),
          type: action === 'publish' ? 'price-list-shared' : 'price-list-decided',
          message: `priceLists.notice.${action}`,
          params: { name: list.name },
          link: `/price-lists/${list.id}`,
          linkText: 'priceLists.notice.open',
        },
      ),
    )
    for (const task of later) await task()
  })
}

// Publish (owner), approve or reject (counterparty), each from the states the contract allows; a
// second click, a second tab or a retried request finds the list already moved and is refused.
export async function actOnPriceList(
  ctx: RequestContext,
  id: string,
  action: PriceListAction,
  version: number,
) {
  const list = await getPriceList(ctx, id)
  if (!canTransition(action, list.side, list.state) || list.version !== version)
    throw conflict('priceLists.stateChanged')
  if (action === 'publish') await assertPublishable(ctx, list)
  const now = new Date()
  const moved = await updatePriceListRow(ctx.tx, id, version, {
    state: priceListTransitions[action].to,
    ...(action === 'publish' ? { publishedAt: now, decidedAt: null } : { decidedAt: now }),
    updatedAt: now,
  })
  if (moved.length === 0) throw conflict('priceLists.stateChanged')
  const row = await findPriceListParties(ctx.tx, id)
  const after = await getPriceList(ctx, id)
  await recordAudit(ctx, { entityType: 'price-list', entityId: id, action, before: list, after })
  const otherCompany = action === 'publish' ? row?.counterparty : row?.owner
  if (otherCompany) tellOtherParty(ctx, after, action, otherCompany)
  return after
}
