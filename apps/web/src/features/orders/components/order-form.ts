import { type Order, UpdateOrderBody } from '@scm/contracts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { orderDefaults } from './order-values.ts'

// The one order form, checked by the contract; the wizard's steps each edit part of it.
export const useOrderForm = (order: Order | null) => useContractForm(UpdateOrderBody, orderDefaults(order))
export type OrderForm = ReturnType<typeof useOrderForm>
