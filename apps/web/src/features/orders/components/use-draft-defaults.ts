import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { orderQueries } from '../api/order-queries.ts'
import type { OrderForm } from './order-form.ts'

// A new draft takes the supplier card's currency (else the company's default), the company's default
// payment term and the ship-from linked to the supplier, as the supplier is picked; what the user chose
// themselves is left as it is. Once the draft is saved it keeps what it has.
export function useDraftDefaults(form: OrderForm, isNew: boolean) {
  const supplier = useWatch({ control: form.control, name: 'supplier_company_id' })
  const defaults = useQuery({ ...orderQueries.defaults(supplier || undefined), enabled: isNew })
  useEffect(() => {
    if (!isNew || !defaults.data) return
    if (!form.getFieldState('currency').isDirty) form.setValue('currency', defaults.data.currency)
    if (!form.getFieldState('payment_term_id').isDirty && !form.getValues('payment_term_id'))
      form.setValue('payment_term_id', defaults.data.payment_term_id)
    // Another supplier's ship-from goes with it when the supplier is changed.
    if (!form.getFieldState('ship_from_address_id').isDirty)
      form.setValue('ship_from_address_id', defaults.data.ship_from_address_id)
  }, [defaults.data, isNew, form])
}
