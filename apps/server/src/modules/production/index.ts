// What other modules may use of the production module (docs/decisions/0026): nothing else of it is theirs.

export {
  type AppliedMilestoneRow,
  milestoneStatusChange,
  toAppliedMilestone,
} from './applied-milestone.ts'
export { productionOrdersOfSalesOrder } from './production-orders/production-order.queries.ts'
export { createProductionOrder } from './production-orders/production-order.service.ts'
export { findActiveWorkflow, workflowByName } from './production-workflow.service.ts'
export { workflowChoices } from './workflow-choices.ts'
