import { eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { addressByCode, warehouseByCode } from '../company-settings/index.ts'
import { masterDataByCode } from '../master-data/index.ts'
import { bookableDeliveries, setShipmentStates } from '../orders/index.ts'
import { supplierCards } from '../partners/index.ts'
import {
  deliveriesOfBooking,
  insertBooking,
  insertHistory,
  replaceBookingDeliveries,
  replacePackages,
  setDeliveriesDraft,
} from './booking.queries.ts'

const day = 86_400_000
const later = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * day).toISOString().slice(0, 10)

// Nordic's bookings of PO-000003 (decision 0057): BK-0001 took its first delivery on its way (the
// delivery is shipped), BK-0002 is a draft of its second, not yet packed.
export async function seedBookings(tx: Tx, { client: nordic, supplier: baltic }: DemoCompanies) {
  const open = (await bookableDeliveries(tx, nordic.id, { supplierCompanyId: baltic.id })).filter(
    (delivery) => delivery.orderNumber === 'PO-000003',
  )
  const [first, second] = open
  if (!first || !second) return
  const [buyer] = await tx.select().from(users).where(eq(users.email, 'buyer@nordic.demo'))
  const [card] = await supplierCards(tx, nordic.id, baltic.id)
  const mill = await addressByCode(tx, nordic.id, 'KNS')
  const centre = await warehouseByCode(tx, nordic.id, 'GOT-DC')
  const sea = await masterDataByCode(tx, nordic.id, 'freight-modes', 'SEA')
  const forwarder = await masterDataByCode(tx, nordic.id, 'forwarders', 'DBS')
  const actor = {
    actorId: buyer?.id ?? null,
    actorName: buyer ? `${buyer.firstName} ${buyer.lastName}` : null,
  }
  const common = {
    supplierCompanyId: baltic.id,
    supplierName: card?.name ?? baltic.name,
    freightPayer: 'buyer' as const,
    shipFromAddressId: mill?.id ?? null,
    shipToWarehouseId: centre?.id ?? null,
    freightModeId: sea?.id ?? null,
    incoterm: 'FOB' as const,
    namedPlace: 'Klaipėda',
    forwarderId: forwarder?.id ?? null,
    createdBy: buyer?.id ?? null,
  }
  const shipped = await insertBooking(tx, nordic.id, {
    ...common,
    status: 'in_transit',
    pickupDate: first.etd,
    deliveryDate: first.etd ? later(first.etd, 14) : null,
    forwarderReference: 'DBS-KLJ-2210',
    shipmentReference: 'AW27 core knit, first delivery',
    goodsDescription: 'Knitted sweaters in cartons',
  })
  await replaceBookingDeliveries(tx, nordic.id, shipped.id, [
    { orderId: first.orderId, orderDeliveryId: first.deliveryId },
  ])
  await setDeliveriesDraft(tx, nordic.id, shipped.id, false)
  const [link] = await deliveriesOfBooking(tx, nordic.id, shipped.id)
  await replacePackages(
    tx,
    nordic.id,
    shipped.id,
    new Map([
      [
        link!.id,
        [{ package_type: 'Pallet', gross_weight: '412.5', net_weight: '380', quantity: first.quantity }],
      ],
    ]),
  )
  await setShipmentStates(tx, [first.deliveryId], 'fully_shipped')
  // One transaction has one now(): the steps are dated an hour apart, so the history reads in order.
  for (const [step, [from, to]] of (
    [
      [null, 'draft'],
      ['draft', 'pickup_scheduled'],
      ['pickup_scheduled', 'in_transit'],
    ] as const
  ).entries())
    await insertHistory(tx, {
      companyId: nordic.id,
      bookingId: shipped.id,
      event: to === 'draft' ? 'created' : to === 'in_transit' ? 'mark_in_transit' : 'schedule_pickup',
      fromStatus: from,
      toStatus: to,
      createdAt: new Date(Date.now() - (3 - step) * 3_600_000),
      ...actor,
    })
  const draft = await insertBooking(tx, nordic.id, {
    ...common,
    pickupDate: second.etd,
    deliveryDate: second.etd ? later(second.etd, 14) : null,
    goodsDescription: 'Merino beanies in cartons',
  })
  await replaceBookingDeliveries(tx, nordic.id, draft.id, [
    { orderId: second.orderId, orderDeliveryId: second.deliveryId },
  ])
  await insertHistory(tx, {
    companyId: nordic.id,
    bookingId: draft.id,
    event: 'created',
    toStatus: 'draft',
    ...actor,
  })
}
