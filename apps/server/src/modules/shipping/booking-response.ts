import {
  allowedBookingActions,
  type BookableDelivery,
  type Booking,
  type BookingSummary,
  type GuestLink,
  canonicalDecimal as plain,
} from '@scm/contracts'
import { Decimal } from 'decimal.js'
import type { BookedDelivery } from '../orders/index.ts'
import type { BookingRow, historyOfBooking, packagesOfBooking } from './booking.queries.ts'

export type Names = Map<string, string>
type Packages = Awaited<ReturnType<typeof packagesOfBooking>>
type History = Awaited<ReturnType<typeof historyOfBooking>>

const named = (names: Names, id: string | null) => (id ? (names.get(id) ?? null) : null)

export const toSummary = (row: BookingRow, names: Names): BookingSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  supplier_company_id: row.supplierCompanyId,
  supplier_name: row.supplierName,
  freight_payer: row.freightPayer,
  ship_from_address_id: row.shipFromAddressId,
  ship_from_name: named(names, row.shipFromAddressId),
  ship_to_address_id: row.shipToAddressId,
  ship_to_warehouse_id: row.shipToWarehouseId,
  ship_to_name: named(names, row.shipToWarehouseId ?? row.shipToAddressId),
  pickup_date: row.pickupDate,
  delivery_date: row.deliveryDate,
  freight_mode_id: row.freightModeId,
  freight_mode_name: named(names, row.freightModeId),
  incoterm: row.incoterm,
  named_place: row.namedPlace,
  forwarder_id: row.forwarderId,
  forwarder_name: named(names, row.forwarderId),
  delivery_count: row.deliveryCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

export const toBookable = (row: BookedDelivery, drafts: Names): BookableDelivery => ({
  delivery_id: row.deliveryId,
  order_id: row.orderId,
  order_number: row.orderNumber,
  delivery_code: row.code,
  supplier_company_id: row.supplierCompanyId,
  supplier_name: row.supplierName,
  ship_from_address_id: row.shipFromAddressId,
  ship_from_name: row.shipFromName,
  ship_to_address_id: row.shipToAddressId,
  warehouse_id: row.warehouseId,
  ship_to_name: row.shipToName,
  etd: row.etd,
  eta: row.eta,
  quantity: plain(row.quantity),
  readiness: row.readiness,
  shipment_state: row.shipmentState,
  draft_booking_number: drafts.get(row.deliveryId) ?? null,
})

export interface BookingParts {
  links: Array<{ id: string; orderDeliveryId: string }>
  deliveries: BookedDelivery[]
  packages: Packages
  history: History
  drafts: Names
  guestLink: GuestLink | null
}

export function toBooking(row: BookingRow, names: Names, parts: BookingParts): Booking {
  const byId = new Map(parts.deliveries.map((delivery) => [delivery.deliveryId, delivery]))
  const packed = new Map<string, Packages>()
  for (const one of parts.packages)
    packed.set(one.bookingDeliveryId, [...(packed.get(one.bookingDeliveryId) ?? []), one])
  return {
    ...toSummary(row, names),
    forwarder_reference: row.forwarderReference,
    shipment_reference: row.shipmentReference,
    tracking_link: row.trackingLink,
    last_mile_eta: row.lastMileEta,
    cut_off_date: row.cutOffDate,
    dangerous_goods: row.dangerousGoods,
    instructions: row.instructions,
    goods_description: row.goodsDescription,
    deliveries: parts.links.map((link) => {
      const packages = packed.get(link.id) ?? []
      return {
        ...toBookable(byId.get(link.orderDeliveryId)!, parts.drafts),
        id: link.id,
        packages: packages.map((one) => ({
          package_type: one.packageType,
          gross_weight: one.grossWeight === null ? null : plain(one.grossWeight),
          net_weight: one.netWeight === null ? null : plain(one.netWeight),
          quantity: plain(one.quantity),
        })),
        packed_quantity: plain(
          packages.reduce((sum, one) => sum.plus(one.quantity), new Decimal(0)).toFixed(),
        ),
      }
    }),
    allowed_actions: allowedBookingActions(row.status),
    guest_link: parts.guestLink,
    history: parts.history.map((entry) => ({
      id: entry.id,
      event: entry.event,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      actor_name: entry.actorName,
      created_at: entry.createdAt.toISOString(),
    })),
  }
}
