import { type Order, UpdateOrderBody } from '@scm/contracts'
import type { Path } from 'react-hook-form'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { type OrderFormValues, orderDefaults } from './order-values.ts'

// The one order form, checked by the contract; the wizard's steps each edit part of it.
export const useOrderForm = (order: Order | null) => useContractForm(UpdateOrderBody, orderDefaults(order))
export type OrderForm = ReturnType<typeof useOrderForm>

// A refused field is checked again as it changes, so its message goes the moment it is right. Else it
// would go on the blur of the click on Next, and the layout moving under the pointer eats that click.
export const recheck = (form: OrderForm, name: string) => () => {
  const path = name as Path<OrderFormValues>
  if (form.getFieldState(path).error) void form.trigger(path)
}
