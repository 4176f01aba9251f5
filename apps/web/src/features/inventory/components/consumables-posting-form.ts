import { type ConsumablesPosting, ConsumablesPostingBody } from '@scm/contracts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

const today = () => new Date().toISOString().slice(0, 10)

// The form's values from a saved posting: the body the contract takes. A new one is dated today and
// starts with one empty row.
const valuesOf = (saved: ConsumablesPosting | null): ConsumablesPostingBody => ({
  warehouse_id: saved?.warehouse_id ?? (undefined as never),
  posting_date: saved?.posting_date ?? today(),
  reference: saved?.reference ?? null,
  note: saved?.note ?? null,
  rows: saved
    ? saved.rows.map((row) => ({ article_id: row.article_id, quantity: row.quantity }))
    : [{ article_id: undefined as never, quantity: '' }],
})

export const useConsumablesPostingForm = (saved: ConsumablesPosting | null) =>
  useContractForm(ConsumablesPostingBody, valuesOf(saved))
export type ConsumablesPostingForm = ReturnType<typeof useConsumablesPostingForm>
