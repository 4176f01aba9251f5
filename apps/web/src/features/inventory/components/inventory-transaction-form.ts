import { type InventoryTransaction, InventoryTransactionBody } from '@scm/contracts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

const today = () => new Date().toISOString().slice(0, 10)

// The form's values from a saved transaction: the body the contract takes. A new one ships today, to
// another warehouse, and starts with one empty row.
const valuesOf = (saved: InventoryTransaction | null): InventoryTransactionBody => ({
  from_warehouse_id: saved?.from_warehouse_id ?? (undefined as never),
  destination_warehouse_id: saved ? saved.destination_warehouse_id : null,
  destination_text: saved?.destination_text ?? null,
  ship_date: saved?.ship_date ?? today(),
  note: saved?.note ?? null,
  rows: saved
    ? saved.rows.map((row) => ({ article_id: row.article_id, quantity: row.quantity }))
    : [{ article_id: undefined as never, quantity: '' }],
})

export const useInventoryTransactionForm = (saved: InventoryTransaction | null) =>
  useContractForm(InventoryTransactionBody, valuesOf(saved))
export type InventoryTransactionForm = ReturnType<typeof useInventoryTransactionForm>
