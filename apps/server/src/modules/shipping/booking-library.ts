import type { BookableDeliveryQuery } from '@scm/contracts'
import type { z } from 'zod'
import type { RequestContext } from '../../platform/http/context.ts'
import { bookableDeliveries } from '../orders/index.ts'
import { draftBookingsOf } from './booking.queries.ts'
import { toBookable } from './booking-response.ts'

// The deliveries library (spec §2.10): the acting buyer's open deliveries, each with the draft booking
// already carrying it, if one does.
export async function deliveriesLibrary(ctx: RequestContext, query: z.output<typeof BookableDeliveryQuery>) {
  const rows = await bookableDeliveries(ctx.tx, ctx.companyId, {
    supplierCompanyId: query.supplier_company_id,
    shipFromAddressId: query.ship_from_address_id,
    etdFrom: query.etd_from,
    etdTo: query.etd_to,
    readiness: query.readiness,
  })
  const drafts = await draftBookingsOf(
    ctx.tx,
    ctx.companyId,
    rows.map((row) => row.deliveryId),
  )
  return { data: rows.map((row) => toBookable(row, drafts)) }
}
