import type { Booking, BookingBody } from '@scm/contracts'
import { bookingEndpoints as e } from '@scm/contracts'
import type { ApiClient } from '../../../testing/api-client.ts'
import type { TestApp } from '../../../testing/test-app.ts'
import type { OrderWorld } from '../../orders/testing/order-fixtures.ts'
import { type InsertedOrder, insertOrder } from '../../orders/testing/order-view-fixtures.ts'

// What the booking tests share: confirmed orders of Nordic to Baltic to book, a booking's body and a
// packing list that packs each delivery in cartons.
export function bookingFixtures(t: TestApp, world: OrderWorld, admin: ApiClient) {
  // A confirmed order written straight into the tables: one line per delivery.
  const confirmedOrder = (deliveries: Array<{ qty: string; etd?: string | null }>) =>
    insertOrder(t.database.db, {
      buyer: world.nordicId,
      supplier: world.balticId,
      status: 'ordered',
      deliveries: deliveries.map((delivery) => ({
        warehouseId: world.id('warehouses', 'Gothenburg'),
        warehouseName: 'Gothenburg DC',
        etd: delivery.etd === undefined ? '2027-05-03' : delivery.etd,
        eta: '2027-05-20',
        lines: [{ articleId: world.articles['NO-2001']!, qty: delivery.qty, price: '10' }],
      })),
    })

  const body = (order: InsertedOrder, changes: Partial<BookingBody> = {}): BookingBody => ({
    supplier_company_id: world.balticId,
    delivery_ids: order.deliveries.map((delivery) => delivery.id),
    ship_from_address_id: world.options.addresses[0]!.id,
    ship_to_warehouse_id: world.id('warehouses', 'Gothenburg'),
    goods_description: 'Knitwear',
    ...changes,
  })

  // Each delivery in cartons of these quantities (one carton of the whole delivery when none given).
  const packAll = (booking: Booking, quantities?: string[][], locale?: 'en') =>
    admin.request(e.packingList, {
      params: { id: booking.id },
      ...(locale ? { locale } : {}),
      body: {
        version: booking.version,
        deliveries: booking.deliveries.map((delivery, index) => ({
          booking_delivery_id: delivery.id,
          packages: (quantities?.[index] ?? [delivery.quantity]).map((quantity) => ({
            package_type: 'Carton',
            gross_weight: '12.5',
            net_weight: '11',
            quantity,
          })),
        })),
      },
    })

  return { confirmedOrder, body, packAll }
}
