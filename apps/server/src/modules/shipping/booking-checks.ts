import { type BookingBody, shippableStatuses } from '@scm/contracts'
import type { z } from 'zod'
import { AppError, type FieldError, invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertSettingsReference, incotermRuleFor, shipmentDatesFor } from '../company-settings/index.ts'
import { assertMasterDataReference } from '../master-data/index.ts'
import { bookedDeliveries } from '../orders/index.ts'
import { supplierCards } from '../partners/index.ts'
import type { BookingRow, BookingValues } from './booking.queries.ts'
import { draftBookingsOf } from './booking.queries.ts'

type Body = z.output<typeof BookingBody>

// The chosen deliveries (spec §4, §5): open deliveries of the buyer's orders to the booking's
// supplier, each with an ETD, none in another draft booking. Every refusal is on its own field.
async function checkDeliveries(ctx: RequestContext, body: Body, current?: BookingRow) {
  const found = new Map(
    (await bookedDeliveries(ctx.tx, ctx.companyId, body.delivery_ids)).map((row) => [row.deliveryId, row]),
  )
  const drafts = await draftBookingsOf(ctx.tx, ctx.companyId, body.delivery_ids, current?.id)
  const errors: Record<string, FieldError[]> = {}
  const seen = new Set<string>()
  body.delivery_ids.forEach((id, index) => {
    const field = `delivery_ids.${index}`
    const row = found.get(id)
    const draft = drafts.get(id)
    if (seen.has(id)) errors[field] = ['shipping.deliveryTwice']
    else if (!row || !shippableStatuses.includes(row.orderStatus) || row.shipmentState === 'fully_shipped')
      errors[field] = ['shipping.deliveryUnavailable']
    else if (row.supplierCompanyId !== body.supplier_company_id) errors[field] = ['shipping.otherSupplier']
    else if (draft) errors[field] = [{ key: 'shipping.draftExists', params: { number: draft } }]
    else if (!row.etd) errors[field] = ['shipping.noEtd']
    seen.add(id)
  })
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
  return body.delivery_ids.map((id) => found.get(id)!)
}

// Spec §5: a booking needs its ship-from (the ETD/ETA depend on the recipient freight setting, decision
// 0058) and a ship-to, an address or a warehouse.
function checkAddresses(body: Body) {
  if (body.ship_to_address_id && body.ship_to_warehouse_id)
    throw invalidField('ship_to_warehouse_id', 'shipping.shipToBoth')
  const errors: Record<string, FieldError[]> = {}
  if (!body.ship_from_address_id) errors.ship_from_address_id = ['shipping.addressMissing']
  if (!body.ship_to_address_id && !body.ship_to_warehouse_id)
    errors.ship_to_address_id = ['shipping.addressMissing']
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
}

async function checkLinks(ctx: RequestContext, body: Body, current?: BookingRow) {
  await assertSettingsReference(
    ctx,
    'address',
    body.ship_from_address_id,
    'ship_from_address_id',
    current?.shipFromAddressId,
  )
  await assertSettingsReference(
    ctx,
    'address',
    body.ship_to_address_id,
    'ship_to_address_id',
    current?.shipToAddressId,
  )
  await assertSettingsReference(
    ctx,
    'warehouse',
    body.ship_to_warehouse_id,
    'ship_to_warehouse_id',
    current?.shipToWarehouseId,
  )
  await assertMasterDataReference(
    ctx,
    'freight-modes',
    body.freight_mode_id,
    'freight_mode_id',
    current?.freightModeId,
  )
  await assertMasterDataReference(ctx, 'forwarders', body.forwarder_id, 'forwarder_id', current?.forwarderId)
}

// The booking's values from the body, checked; what is left empty is proposed from the company's
// incoterm rules and recipient freight (decision 0058): incoterm, named place and freight payer for the
// supplier and ship-from; the pickup at the earliest ETD, the freight mode and the delivery date after it.
export async function bookingValues(ctx: RequestContext, body: Body, current?: BookingRow) {
  const [card] = await supplierCards(ctx.tx, ctx.companyId, body.supplier_company_id)
  if (!card) throw invalidField('supplier_company_id', 'masterData.unavailable')
  await checkLinks(ctx, body, current)
  const deliveries = await checkDeliveries(ctx, body, current)
  checkAddresses(body)
  const rule =
    body.incoterm === null
      ? await incotermRuleFor(ctx, { supplier_id: card.id, ship_from_address_id: body.ship_from_address_id })
      : null
  const incoterm = body.incoterm ?? rule?.incoterm ?? null
  const pickupDate = body.pickup_date ?? deliveries.map((one) => one.etd!).sort()[0]!
  const dates =
    body.delivery_date === null || body.freight_mode_id === null
      ? await shipmentDatesFor(ctx, {
          ship_from_address_id: body.ship_from_address_id,
          ship_to_address_id: body.ship_to_address_id,
          ship_to_warehouse_id: body.ship_to_warehouse_id,
          incoterm,
          freight_mode_id: body.freight_mode_id,
          etd: pickupDate,
        })
      : null
  const values: BookingValues = {
    supplierCompanyId: body.supplier_company_id,
    supplierName: card.name,
    freightPayer: body.freight_payer ?? rule?.freight_payer ?? 'buyer',
    shipFromAddressId: body.ship_from_address_id,
    shipToAddressId: body.ship_to_address_id,
    shipToWarehouseId: body.ship_to_warehouse_id,
    pickupDate,
    deliveryDate: body.delivery_date ?? dates?.eta ?? null,
    freightModeId: body.freight_mode_id ?? dates?.freight_mode_id ?? null,
    incoterm,
    namedPlace: body.named_place ?? (body.incoterm === null ? (rule?.named_place ?? null) : null),
    forwarderId: body.forwarder_id,
    forwarderReference: body.forwarder_reference,
    shipmentReference: body.shipment_reference,
    trackingLink: body.tracking_link,
    lastMileEta: body.last_mile_eta,
    cutOffDate: body.cut_off_date,
    dangerousGoods: body.dangerous_goods,
    instructions: body.instructions,
    goodsDescription: body.goods_description,
  }
  return {
    values,
    deliveries: deliveries.map((one) => ({ orderId: one.orderId, orderDeliveryId: one.deliveryId })),
  }
}
