import { type ProductionOrder, ProductionOrderBody } from '@scm/contracts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

const today = () => new Date().toISOString().slice(0, 10)

// The form's values from a saved order: the body the contract takes. A new order is posted today.
const valuesOf = (order: ProductionOrder | null): ProductionOrderBody => ({
  article_id: order?.article_id ?? (undefined as unknown as string),
  warehouse_id: order?.warehouse_id ?? (undefined as unknown as string),
  planned_quantity: order?.planned_quantity ?? '',
  posting_date: order?.posting_date ?? today(),
  start_date: order?.start_date ?? null,
  due_date: order?.due_date ?? null,
  external_id: order?.external_id ?? null,
  post: false,
})

export const useProductionOrderForm = (order: ProductionOrder | null) =>
  useContractForm(ProductionOrderBody, valuesOf(order))
export type ProductionOrderForm = ReturnType<typeof useProductionOrderForm>
