import { z } from 'zod'
import { Id, Version } from '../http/common.ts'
import { optionalDecimal, positiveDecimal } from '../http/fields.ts'

// Spec §3 Package: type, gross weight, net weight, quantity. The quantities of a delivery's packages
// add up to the delivery's quantity (spec §5), checked by the server against the order.
export const BookingPackage = z.object({
  package_type: z.string().trim().min(1).max(60),
  gross_weight: optionalDecimal(9, 3),
  net_weight: optionalDecimal(9, 3),
  quantity: positiveDecimal(10, 3),
})
export type BookingPackage = z.input<typeof BookingPackage>

// A package as a booking answers it.
export const BookedPackage = z.object({
  package_type: z.string(),
  gross_weight: z.string().nullable(),
  net_weight: z.string().nullable(),
  quantity: z.string(),
})
export type BookedPackage = z.infer<typeof BookedPackage>

export const PackingListDelivery = z.object({
  booking_delivery_id: Id,
  packages: z.array(BookingPackage).max(500),
})

// Saved whole: every delivery of the booking with all its packages, on the booking's version.
export const PackingListBody = z.strictObject({
  version: Version,
  deliveries: z.array(PackingListDelivery.strict()).max(500),
})
export type PackingListBody = z.input<typeof PackingListBody>

export const PackingProposal = z.object({
  deliveries: z.array(z.object({ booking_delivery_id: Id, packages: z.array(BookedPackage) })),
})
export type PackingProposal = z.infer<typeof PackingProposal>
