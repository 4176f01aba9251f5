import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { decimal, optionalText } from '../http/fields.ts'
import { BookingStatus } from './booking-state.ts'
import { BookedPackage } from './packing-list.contract.ts'

// Spec §4 Booking: "A discrepancy is reported with a new quantity, which can be saved, approved or
// rejected" (decision 0061). A report is saved; the buyer approves or rejects it.
export const discrepancyStatuses = ['saved', 'approved', 'rejected'] as const
export const DiscrepancyStatus = z.enum(discrepancyStatuses)
export type DiscrepancyStatus = z.infer<typeof DiscrepancyStatus>

// Who reported it: a user of the buyer, or the guest the booking was sent to (forwarder or supplier).
export const DiscrepancyReporter = z.enum(['buyer', 'guest'])

// From the pickup on and until the goods are received: a draft has not left, a receipt is posted.
export const discrepanciesOpen = (status: BookingStatus) => status !== 'draft' && status !== 'goods_receipt'

// A new quantity of one line of a carried delivery (what goods receipt takes in, once approved) or of
// one of its packages (the packing list's figure, once approved): exactly one of the two.
export const DiscrepancyBody = z
  .strictObject({
    booking_delivery_id: Id,
    line_id: Id.nullable().default(null),
    package_index: z.number().int().min(0).max(499).nullable().default(null),
    reported_quantity: decimal(10, 3),
    note: optionalText(1000),
  })
  .superRefine((body, issue) => {
    if ((body.line_id === null) === (body.package_index === null))
      issue.addIssue({ code: 'custom', path: ['line_id'], message: 'shipping.discrepancyTarget' })
  })
export type DiscrepancyBody = z.input<typeof DiscrepancyBody>

export const DiscrepancyDecisionBody = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  version: Version,
})
export type DiscrepancyDecisionBody = z.input<typeof DiscrepancyDecisionBody>

export const BookingDiscrepancy = z.object({
  id: Id,
  booking_delivery_id: Id,
  delivery_code: z.string(),
  line_id: Id.nullable(),
  package_index: z.number().int().nullable(),
  // The article (a line) or the package type (a package) it is about.
  subject: z.string(),
  expected_quantity: z.string(),
  reported_quantity: z.string(),
  // Reported less expected: negative when goods are missing.
  difference: z.string(),
  note: z.string().nullable(),
  status: DiscrepancyStatus,
  reporter: DiscrepancyReporter,
  reported_by_name: z.string(),
  created_at: Timestamp,
  decided_by_name: z.string().nullable(),
  decided_at: Timestamp.nullable(),
  version: Version,
})
export type BookingDiscrepancy = z.infer<typeof BookingDiscrepancy>

export const DiscrepancyLine = z.object({
  line_id: Id,
  article_code: z.string().nullable(),
  article_name: z.string(),
  quantity: z.string(),
})

// What a discrepancy can be reported on: each carried delivery's lines and packages.
export const DiscrepancyDelivery = z.object({
  booking_delivery_id: Id,
  order_number: z.string(),
  delivery_code: z.string(),
  lines: z.array(DiscrepancyLine),
  packages: z.array(BookedPackage),
})

export const BookingDiscrepancies = z.object({
  booking: z.object({ id: Id, number: z.string(), status: BookingStatus, version: Version }),
  open: z.boolean(),
  deliveries: z.array(DiscrepancyDelivery),
  discrepancies: z.array(BookingDiscrepancy),
})
export type BookingDiscrepancies = z.infer<typeof BookingDiscrepancies>

const path = '/bookings/:id/discrepancies'

export const bookingDiscrepancyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission: 'list.bookings',
    params: IdParams,
    response: BookingDiscrepancies,
  }),
  report: defineEndpoint({
    method: 'POST',
    path,
    permission: 'create.shipment',
    params: IdParams,
    body: DiscrepancyBody,
    response: BookingDiscrepancies,
    status: 201,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: `${path}/:discrepancyId/decision`,
    permission: 'create.shipment',
    params: z.strictObject({ id: Id, discrepancyId: Id }),
    body: DiscrepancyDecisionBody,
    response: BookingDiscrepancies,
  }),
}
