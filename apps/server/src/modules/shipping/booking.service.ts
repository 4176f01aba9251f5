import { type BookingBody, isBookingDraft, translate, type UpdateBookingBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta } from '../../platform/db/list.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { settingsRowsById } from '../company-settings/index.ts'
import { masterDataItemsById } from '../master-data/index.ts'
import { bookedDeliveries } from '../orders/index.ts'
import {
  type BookingQuery,
  type BookingRow,
  deleteBookingAt,
  deliveriesOfBooking,
  draftBookingsOf,
  findBooking,
  findBookingPage,
  historyOfBooking,
  insertBooking,
  insertHistory,
  packagesOfBooking,
  replaceBookingDeliveries,
  updateBookingAt,
} from './booking.queries.ts'
import { type BookingActor, type BookingScope, bookingActorOf } from './booking-actor.ts'
import { bookingValues } from './booking-checks.ts'
import { liveBookingGuestLink } from './booking-guest-link.ts'
import { type Names, toBooking, toSummary } from './booking-response.ts'

// The names a booking shows of its addresses, warehouse, freight mode and forwarder, for many at once.
async function namesOf(ctx: BookingScope, rows: BookingRow[]): Promise<Names> {
  const ids = (pick: (row: BookingRow) => string | null) =>
    [...new Set(rows.map(pick))].filter((id): id is string => id !== null)
  const named = [
    ...(await settingsRowsById(ctx.tx, ctx.companyId, 'address', [
      ...ids((row) => row.shipFromAddressId),
      ...ids((row) => row.shipToAddressId),
    ])),
    ...(await settingsRowsById(
      ctx.tx,
      ctx.companyId,
      'warehouse',
      ids((row) => row.shipToWarehouseId),
    )),
    ...(await masterDataItemsById(ctx.tx, ctx.companyId, [
      ...ids((row) => row.freightModeId),
      ...ids((row) => row.forwarderId),
    ])),
  ]
  return new Map(named.map((row) => [row.id, row.name]))
}

export async function listBookings(ctx: RequestContext, query: BookingQuery) {
  const [rows, total] = await findBookingPage(ctx.tx, ctx.companyId, query)
  const names = await namesOf(ctx, rows)
  return { data: rows.map((row) => toSummary(row, names)), meta: listMeta(query, total) }
}

export async function findOwnBooking(ctx: BookingScope, id: string) {
  const row = await findBooking(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound('shipping.notFound')
  return row
}

export async function describeBooking(ctx: BookingScope, row: BookingRow) {
  const links = await deliveriesOfBooking(ctx.tx, ctx.companyId, row.id)
  const ids = links.map((link) => link.orderDeliveryId)
  return toBooking(row, await namesOf(ctx, [row]), {
    links,
    deliveries: await bookedDeliveries(ctx.tx, ctx.companyId, ids),
    packages: await packagesOfBooking(ctx.tx, ctx.companyId, row.id),
    history: await historyOfBooking(ctx.tx, ctx.companyId, row.id),
    drafts: await draftBookingsOf(ctx.tx, ctx.companyId, ids, row.id),
    guestLink: await liveBookingGuestLink(ctx, row.id),
  })
}

export const getBooking = async (ctx: BookingScope, id: string) =>
  describeBooking(ctx, await findOwnBooking(ctx, id))

export const auditBooking = (
  ctx: Parameters<typeof recordAudit>[0],
  id: string,
  action: string,
  before: object | null,
  after: object | null,
) => recordAudit(ctx, { entityType: 'booking', entityId: id, action, before, after })

export const recordBookingHistory = (
  ctx: Pick<BookingActor, 'tx' | 'companyId' | 'userId' | 'actorName'>,
  bookingId: string,
  event: string,
  from: BookingRow['status'] | null,
  to: BookingRow['status'] | null,
) =>
  insertHistory(ctx.tx, {
    companyId: ctx.companyId,
    bookingId,
    event,
    fromStatus: from,
    toStatus: to,
    actorId: ctx.userId,
    actorName: ctx.actorName,
  })

export async function createBooking(ctx: RequestContext, body: z.output<typeof BookingBody>) {
  const { values, deliveries } = await bookingValues(ctx, body)
  const { id } = await insertBooking(ctx.tx, ctx.companyId, { ...values, createdBy: ctx.userId })
  await replaceBookingDeliveries(ctx.tx, ctx.companyId, id, deliveries)
  await recordBookingHistory(bookingActorOf(ctx), id, 'created', null, 'draft')
  const after = await getBooking(ctx, id)
  await auditBooking(ctx, id, 'created', null, after)
  return after
}

// A draft only: once a pickup is asked for, the booking is what the forwarder works from.
export function assertDraft(
  ctx: Pick<RequestContext, 'locale'>,
  row: BookingRow,
  code: 'shipping.notDraft' | 'shipping.notDeletable',
) {
  if (!isBookingDraft(row.status))
    throw conflict(code, {
      number: row.number,
      status: translate(ctx.locale, `shipping.status.${row.status}`),
    })
}

export async function updateBooking(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdateBookingBody>,
) {
  const row = await findOwnBooking(ctx, id)
  assertDraft(ctx, row, 'shipping.notDraft')
  if (row.version !== body.version) throw conflict()
  const before = await describeBooking(ctx, row)
  const { values, deliveries } = await bookingValues(ctx, body, row)
  if (!(await updateBookingAt(ctx.tx, ctx.companyId, id, body.version, values))) throw conflict()
  await replaceBookingDeliveries(ctx.tx, ctx.companyId, id, deliveries)
  const after = await getBooking(ctx, id)
  await auditBooking(ctx, id, 'updated', before, after)
  return after
}

export async function deleteBooking(ctx: RequestContext, id: string) {
  const row = await findOwnBooking(ctx, id)
  assertDraft(ctx, row, 'shipping.notDeletable')
  const before = await describeBooking(ctx, row)
  if (!(await deleteBookingAt(ctx.tx, ctx.companyId, id, row.version))) throw conflict()
  await auditBooking(ctx, id, 'deleted', before, null)
  return messageBody(ctx, 'records.deleted')
}
