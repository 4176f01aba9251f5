import { daysLate, isLate, type PageSize } from '@scm/contracts'
import { type ListTotal, listMeta } from '../../../platform/db/list.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { getPlatformSettings } from '../../company-settings/index.ts'
import { deliveryBookings } from './delivery-bookings.ts'
import type { DeliveryRow } from './scheduled-delivery.queries.ts'

// A page of deliveries as the views answer it, with lateness by the caller's ETA tolerance and the
// booking carrying each.
export async function deliveryPage(
  ctx: RequestContext,
  query: { page: number; per_page: PageSize },
  page: { rows: DeliveryRow[]; count: ListTotal },
) {
  const settings = await getPlatformSettings(ctx)
  const bookings = await deliveryBookings(
    ctx.tx,
    ctx.companyId,
    page.rows.map((row) => row.id),
  )
  return {
    data: page.rows.map((row) => {
      const days = daysLate(row.eta, row.requested_eta)
      const { ordinal: _, ...delivery } = row
      return {
        ...delivery,
        days_late: days,
        late: isLate(days, settings.eta_tolerance_days),
        booking: bookings.get(row.id) ?? null,
      }
    }),
    meta: listMeta(query, page.count),
  }
}
