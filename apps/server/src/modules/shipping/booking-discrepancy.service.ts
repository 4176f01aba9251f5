import {
  type BookingDiscrepancies,
  type DiscrepancyBody,
  type DiscrepancyDecisionBody,
  discrepanciesOpen,
  canonicalDecimal as plain,
  translate,
} from '@scm/contracts'
import { Decimal } from 'decimal.js'
import type { z } from 'zod'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { bookedDeliveries, linesOfDeliveries } from '../orders/index.ts'
import { notifyCompany } from '../partners/index.ts'
import { type BookingRow, deliveriesOfBooking, packagesOfBooking } from './booking.queries.ts'
import { auditBooking, findOwnBooking, recordBookingHistory } from './booking.service.ts'
import { type BookingActor, type BookingScope, bookingActorOf } from './booking-actor.ts'
import {
  type DiscrepancyRow,
  decideDiscrepancyAt,
  discrepanciesOfBooking,
  insertDiscrepancy,
  setPackageQuantity,
} from './booking-discrepancy.queries.ts'

const toDiscrepancy = (row: DiscrepancyRow, codes: Map<string, string>) => ({
  id: row.id,
  booking_delivery_id: row.bookingDeliveryId,
  delivery_code: codes.get(row.bookingDeliveryId) ?? '',
  line_id: row.orderLineId,
  package_index: row.packageIndex,
  subject: row.subject,
  expected_quantity: plain(row.expectedQuantity),
  reported_quantity: plain(row.reportedQuantity),
  difference: plain(new Decimal(row.reportedQuantity).minus(row.expectedQuantity).toFixed()),
  note: row.note,
  status: row.status,
  reporter: row.reporter,
  reported_by_name: row.reportedByName,
  created_at: row.createdAt.toISOString(),
  decided_by_name: row.decidedByName,
  decided_at: row.decidedAt?.toISOString() ?? null,
  version: row.version,
})

// The booking's page of discrepancies: what each carried delivery holds (its lines and packages, to
// report on) and every discrepancy reported, newest first.
export async function discrepancyView(scope: BookingScope, row: BookingRow): Promise<BookingDiscrepancies> {
  const links = await deliveriesOfBooking(scope.tx, scope.companyId, row.id)
  const ids = links.map((link) => link.orderDeliveryId)
  const deliveries = new Map(
    (await bookedDeliveries(scope.tx, scope.companyId, ids)).map((one) => [one.deliveryId, one]),
  )
  const lines = await linesOfDeliveries(scope.tx, scope.companyId, ids)
  const packages = await packagesOfBooking(scope.tx, scope.companyId, row.id)
  const codes = new Map(links.map((link) => [link.id, deliveries.get(link.orderDeliveryId)?.code ?? '']))
  return {
    booking: { id: row.id, number: row.number, status: row.status, version: row.version },
    open: discrepanciesOpen(row.status),
    deliveries: links.map((link) => ({
      booking_delivery_id: link.id,
      order_number: deliveries.get(link.orderDeliveryId)?.orderNumber ?? '',
      delivery_code: codes.get(link.id) ?? '',
      lines: lines
        .filter((line) => line.deliveryId === link.orderDeliveryId)
        .map((line) => ({
          line_id: line.id,
          article_code: line.articleCode,
          article_name: line.articleName,
          quantity: plain(line.qty),
        })),
      packages: packages
        .filter((one) => one.bookingDeliveryId === link.id)
        .map((one) => ({
          package_type: one.packageType,
          gross_weight: one.grossWeight,
          net_weight: one.netWeight,
          quantity: plain(one.quantity),
        })),
    })),
    discrepancies: (await discrepanciesOfBooking(scope.tx, scope.companyId, row.id)).map((one) =>
      toDiscrepancy(one, codes),
    ),
  }
}

export const listDiscrepancies = async (ctx: RequestContext, id: string) =>
  discrepancyView(ctx, await findOwnBooking(ctx, id))

function assertOpen(actor: Pick<BookingActor, 'locale'>, row: BookingRow) {
  if (!discrepanciesOpen(row.status))
    throw conflict('shipping.discrepancyClosed', {
      number: row.number,
      status: translate(actor.locale, `shipping.status.${row.status}`),
    })
}

// What the report is about, as the booking carries it now: the line's ordered quantity or the
// package's packed one is the expected figure.
function subjectOf(view: BookingDiscrepancies, body: z.output<typeof DiscrepancyBody>) {
  const delivery = view.deliveries.find((one) => one.booking_delivery_id === body.booking_delivery_id)
  if (!delivery) throw invalidField('booking_delivery_id', 'shipping.packingUnknown')
  if (body.line_id !== null) {
    const line = delivery.lines.find((one) => one.line_id === body.line_id)
    if (!line) throw invalidField('line_id', 'shipping.discrepancyLineUnknown')
    const subject = line.article_code ? `${line.article_code} ${line.article_name}` : line.article_name
    return { expected: line.quantity, subject }
  }
  const index = body.package_index!
  const found = delivery.packages[index]
  if (!found) throw invalidField('package_index', 'shipping.discrepancyPackageUnknown')
  return { expected: found.quantity, subject: `${index + 1}. ${found.package_type}` }
}

// Spec §4: a new quantity reported on a line or a package, by a user of the buyer or the booking's
// guest; it is saved for the buyer to decide. A guest's report is told to the buyer's users.
export async function reportDiscrepancy(
  actor: BookingActor,
  id: string,
  body: z.output<typeof DiscrepancyBody>,
) {
  const row = await findOwnBooking(actor, id)
  assertOpen(actor, row)
  const view = await discrepancyView(actor, row)
  const { expected, subject } = subjectOf(view, body)
  if (new Decimal(body.reported_quantity).eq(expected))
    throw invalidField('reported_quantity', 'shipping.discrepancySame', { quantity: expected })
  const saved = await insertDiscrepancy(actor.tx, {
    companyId: actor.companyId,
    bookingId: id,
    bookingDeliveryId: body.booking_delivery_id,
    orderLineId: body.line_id,
    packageIndex: body.package_index,
    subject,
    expectedQuantity: expected,
    reportedQuantity: body.reported_quantity,
    note: body.note,
    reporter: actor.reporter,
    reportedById: actor.userId,
    reportedByName: actor.actorName,
  })
  await recordBookingHistory(actor, id, 'discrepancy_reported', null, null)
  await auditBooking(actor, id, 'discrepancy.reported', null, toDiscrepancy(saved, new Map()))
  if (actor.reporter === 'guest')
    actor.afterCommit(() =>
      notifyCompany(actor.platform, actor.companyId, 'list.bookings', {
        type: 'booking-discrepancy',
        message: 'shipping.notice.discrepancy',
        params: {
          guest: actor.actorName,
          number: row.number,
          subject,
          quantity: plain(body.reported_quantity),
        },
        link: `/bookings/${id}/deviation`,
        linkText: 'shipping.notice.openBooking',
      }),
    )
  return discrepancyView(actor, row)
}

// The buyer approves or rejects a saved report on the version it saw. An approved package's figure
// becomes the packing list's; an approved line's is what goods receipt takes in (decision 0061).
export async function decideDiscrepancy(
  ctx: RequestContext,
  id: string,
  discrepancyId: string,
  body: z.output<typeof DiscrepancyDecisionBody>,
) {
  const row = await findOwnBooking(ctx, id)
  const actor = bookingActorOf(ctx)
  assertOpen(actor, row)
  const found = (await discrepanciesOfBooking(ctx.tx, ctx.companyId, id)).find(
    (one) => one.id === discrepancyId,
  )
  if (!found) throw notFound()
  if (found.status !== 'saved') throw conflict('shipping.discrepancyDecided')
  if (found.version !== body.version) throw conflict()
  const status = body.decision === 'approve' ? 'approved' : 'rejected'
  const decided = await decideDiscrepancyAt(ctx.tx, ctx.companyId, id, discrepancyId, body.version, {
    status,
    decidedById: ctx.userId,
    decidedByName: actor.actorName,
  })
  if (!decided) throw conflict()
  if (status === 'approved' && decided.packageIndex !== null)
    await setPackageQuantity(
      ctx.tx,
      ctx.companyId,
      decided.bookingDeliveryId,
      decided.packageIndex,
      plain(decided.reportedQuantity),
    )
  await recordBookingHistory(actor, id, `discrepancy_${status}`, null, null)
  await auditBooking(
    ctx,
    id,
    `discrepancy.${status}`,
    { status: 'saved' },
    { status, subject: decided.subject },
  )
  return discrepancyView(ctx, row)
}
