import type { RequestContext } from '../../platform/http/context.ts'
import { supplierRefs } from '../partners/index.ts'
import { activeWorkflows } from './production-workflow.queries.ts'

// The active workflows an order with this supplier may apply: those naming the supplier first, then
// the rest, the default first within each; `matches` says which name the order's supplier. Without a
// supplier (a project's article) none matches, and the default comes first.
export async function workflowChoices(ctx: RequestContext, supplierCompanyId: string | null) {
  const workflows = await activeWorkflows(ctx.tx, ctx.companyId)
  const cards = await supplierRefs(ctx.tx, ctx.companyId, [
    ...new Set(workflows.flatMap((w) => w.supplierIds)),
  ])
  const supplierCards = new Set(
    cards
      .filter((card) => supplierCompanyId !== null && card.counterpartyCompanyId === supplierCompanyId)
      .map((card) => card.id),
  )
  const choices = workflows.map((workflow) => ({
    id: workflow.id,
    name: workflow.name,
    is_default: workflow.isDefault,
    matches_supplier: workflow.supplierIds.some((id) => supplierCards.has(id)),
    step_count: workflow.stepCount,
    total_days: workflow.totalDays,
  }))
  return [...choices.filter((c) => c.matches_supplier), ...choices.filter((c) => !c.matches_supplier)]
}
