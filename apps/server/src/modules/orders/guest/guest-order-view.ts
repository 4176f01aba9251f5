import type { GuestOrder } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import { deviationOptionsFor } from '../deviation-reports/deviation-options.ts'
import type { OrderRow } from '../order.queries.ts'
import { describeOrder } from '../order-for-viewer.ts'
import type { SupplierGuestLink } from './guest-context.ts'

// The order as the link's holder sees it: the supplier's view (which leaves the buyer's internal
// fields out), narrowed to what the guest pages show.
export async function toGuestOrder(tx: Tx, order: OrderRow, link: SupplierGuestLink): Promise<GuestOrder> {
  const viewer = { companyId: link.actingCompanyId, userId: null, permissions: [] }
  const seen = await describeOrder(tx, viewer, order, 'supplier')
  return {
    id: seen.id,
    number: seen.number,
    status: seen.status,
    buyer_name: seen.buyer_name,
    supplier_name: seen.supplier_name,
    buyer_reference: seen.buyer_reference,
    currency: seen.currency,
    etd: seen.etd,
    eta: seen.eta,
    total_qty: seen.total_qty,
    total_value: seen.total_value,
    payment_term_name: seen.payment_term_name,
    ship_from_name: seen.ship_from_name,
    ship_to_name: seen.ship_to_name,
    freight_mode_name: seen.freight_mode_name,
    incoterm: seen.incoterm,
    discount_percent: seen.discount_percent,
    notes: seen.notes,
    terms_and_conditions: seen.terms_and_conditions,
    deliveries: seen.deliveries,
    version: seen.version,
    recipient_email: link.recipientEmail,
    can_answer: order.status === 'sent',
    deviation_options: await deviationOptionsFor(tx, order),
  }
}
