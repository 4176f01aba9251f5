import { type Booking, BookingBody } from '@scm/contracts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

// The form's values from a saved booking: the body the contract takes. Left empty, the server proposes
// the incoterm, freight payer, dates and freight mode from the company's rules.
const valuesOf = (saved: Booking | null): BookingBody => ({
  supplier_company_id: saved?.supplier_company_id ?? (undefined as never),
  delivery_ids: saved?.deliveries.map((one) => one.delivery_id) ?? [],
  freight_payer: saved?.freight_payer ?? null,
  ship_from_address_id: saved?.ship_from_address_id ?? null,
  ship_to_address_id: saved?.ship_to_address_id ?? null,
  ship_to_warehouse_id: saved?.ship_to_warehouse_id ?? null,
  pickup_date: saved?.pickup_date ?? null,
  delivery_date: saved?.delivery_date ?? null,
  freight_mode_id: saved?.freight_mode_id ?? null,
  incoterm: saved?.incoterm ?? null,
  named_place: saved?.named_place ?? null,
  forwarder_id: saved?.forwarder_id ?? null,
  forwarder_reference: saved?.forwarder_reference ?? null,
  shipment_reference: saved?.shipment_reference ?? null,
  tracking_link: saved?.tracking_link ?? null,
  last_mile_eta: saved?.last_mile_eta ?? null,
  cut_off_date: saved?.cut_off_date ?? null,
  dangerous_goods: saved?.dangerous_goods ?? false,
  instructions: saved?.instructions ?? null,
  goods_description: saved?.goods_description ?? null,
})

export const useBookingForm = (saved: Booking | null) => useContractForm(BookingBody, valuesOf(saved))
export type BookingForm = ReturnType<typeof useBookingForm>

export const detailsFields = [
  'supplier_company_id',
  'delivery_ids',
  'freight_payer',
  'ship_from_address_id',
  'ship_to_address_id',
  'ship_to_warehouse_id',
] as const
