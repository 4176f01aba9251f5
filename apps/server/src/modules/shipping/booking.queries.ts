import { and, asc, desc, eq, getTableColumns, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import { takeNumber } from '../../platform/db/counters.ts'
import type { Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import {
  bookingCounters,
  bookingDeliveries,
  bookingHistory,
  bookings,
  type StoredPackage,
} from './booking.table.ts'

export type { StoredPackage }

type Insert = typeof bookings.$inferInsert
export type BookingValues = Omit<
  Insert,
  'id' | 'companyId' | 'number' | 'createdAt' | 'updatedAt' | 'version'
>
export type BookingQuery = PageRequest & {
  search?: string
  filter?: { status?: string; supplier_company_id?: string }
}

const b = bookings
const headerColumns = {
  ...getTableColumns(b),
  // Qualified by hand: in a select of one table drizzle names its columns bare.
  deliveryCount: sql<number>`(select count(*)::int from booking_deliveries bd
    where bd.booking_id = bookings.id)`,
}
export type BookingRow = Awaited<ReturnType<typeof findBooking>> & object

const owned = (companyId: string, id: string) => and(eq(b.id, id), eq(b.companyId, companyId))

export function findBookingPage(tx: Tx, companyId: string, query: BookingQuery) {
  const filter = query.filter ?? {}
  const where = and(
    eq(b.companyId, companyId),
    filter.status ? eq(b.status, filter.status as BookingRow['status']) : undefined,
    filter.supplier_company_id ? eq(b.supplierCompanyId, filter.supplier_company_id) : undefined,
    query.search
      ? or(
          ilike(b.number, likePattern(query.search)),
          ilike(b.supplierName, likePattern(query.search)),
          ilike(b.shipmentReference, likePattern(query.search)),
        )
      : undefined,
  )
  const sortable = { number: b.number, status: b.status, pickup_date: b.pickupDate, updated_at: b.updatedAt }
  const { limit, offset } = pageWindow(query)
  return pageWithTotal(
    { limit, offset },
    tx
      .select(headerColumns)
      .from(b)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${b.number} desc`], b.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, b, where),
  )
}

export async function findBooking(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select(headerColumns).from(b).where(owned(companyId, id))
  return row
}

export async function insertBooking(tx: Tx, companyId: string, values: BookingValues) {
  const number = await takeNumber(tx, bookingCounters, companyId, 'BK')
  const [row] = await tx
    .insert(b)
    .values({ ...values, companyId, number })
    .returning({ id: b.id })
  return row!
}

// The booking at `version` bumped to the next, with these changes; none when another save came first.
export const updateBookingAt = async (
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: Partial<BookingValues>,
) =>
  (
    await tx
      .update(b)
      .set({ ...values, updatedAt: new Date(), version: version + 1 })
      .where(and(owned(companyId, id), eq(b.version, version)))
      .returning({ id: b.id })
  )[0]

export const deleteBookingAt = async (tx: Tx, companyId: string, id: string, version: number) =>
  (
    await tx
      .delete(b)
      .where(and(owned(companyId, id), eq(b.version, version)))
      .returning({ id: b.id })
  )[0]

const deliveriesOf = (companyId: string, bookingId: string) =>
  and(eq(bookingDeliveries.companyId, companyId), eq(bookingDeliveries.bookingId, bookingId))

export const deliveriesOfBooking = (tx: Tx, companyId: string, bookingId: string) =>
  tx
    .select({
      id: bookingDeliveries.id,
      orderId: bookingDeliveries.orderId,
      orderDeliveryId: bookingDeliveries.orderDeliveryId,
    })
    .from(bookingDeliveries)
    .where(deliveriesOf(companyId, bookingId))
    .orderBy(asc(bookingDeliveries.position))

// Keeps the deliveries still chosen (with their packages) and adds the new ones after them. A delivery
// in another draft breaks the partial unique index (the caller checks first; the index settles a race).
export async function replaceBookingDeliveries(
  tx: Tx,
  companyId: string,
  bookingId: string,
  chosen: Array<{ orderId: string; orderDeliveryId: string }>,
) {
  const kept = chosen.map((one) => one.orderDeliveryId)
  await tx
    .delete(bookingDeliveries)
    .where(
      and(
        deliveriesOf(companyId, bookingId),
        sql`${bookingDeliveries.orderDeliveryId} <> all(${sql.param(kept)}::uuid[])`,
      ),
    )
  const [{ last, held }] = (await tx
    .select({
      last: sql<number>`coalesce(max(${bookingDeliveries.position}), 0)::int`,
      held: sql<string[]>`coalesce(array_agg(${bookingDeliveries.orderDeliveryId}), '{}')`,
    })
    .from(bookingDeliveries)
    .where(deliveriesOf(companyId, bookingId))) as [{ last: number; held: string[] }]
  const have = new Set(held)
  const added = chosen.filter((one) => !have.has(one.orderDeliveryId))
  if (added.length === 0) return
  await tx
    .insert(bookingDeliveries)
    .values(added.map((one, index) => ({ ...one, companyId, bookingId, position: last + index + 1 })))
}

// Whether the booking's deliveries count as a draft's (the one-draft-per-delivery index).
export async function setDeliveriesDraft(tx: Tx, companyId: string, bookingId: string, draft: boolean) {
  await tx.update(bookingDeliveries).set({ draft }).where(deliveriesOf(companyId, bookingId))
}

// For each of these order deliveries, the number of a draft booking (other than `except`) carrying it.
export async function draftBookingsOf(tx: Tx, companyId: string, deliveryIds: string[], except?: string) {
  if (deliveryIds.length === 0) return new Map<string, string>()
  const rows = await tx
    .select({ deliveryId: bookingDeliveries.orderDeliveryId, number: b.number })
    .from(bookingDeliveries)
    .innerJoin(b, eq(b.id, bookingDeliveries.bookingId))
    .where(
      and(
        eq(bookingDeliveries.companyId, companyId),
        eq(bookingDeliveries.draft, true),
        inArray(bookingDeliveries.orderDeliveryId, deliveryIds),
        except ? ne(b.id, except) : undefined,
      ),
    )
  return new Map(rows.map((row) => [row.deliveryId, row.number]))
}

// Each delivery's packages, in the order they were saved, flattened as the booking's response reads them.
export async function packagesOfBooking(tx: Tx, companyId: string, bookingId: string) {
  const rows = await tx
    .select({ id: bookingDeliveries.id, packages: bookingDeliveries.packages })
    .from(bookingDeliveries)
    .where(and(eq(bookingDeliveries.companyId, companyId), eq(bookingDeliveries.bookingId, bookingId)))
  return rows.flatMap((row) =>
    row.packages.map((one) => ({
      bookingDeliveryId: row.id,
      packageType: one.package_type,
      grossWeight: one.gross_weight,
      netWeight: one.net_weight,
      quantity: one.quantity,
    })),
  )
}

// The packing list saved whole: one statement sets every delivery's packages from one JSON object by
// delivery id (a delivery it leaves out is emptied), however many packages (decision 0057).
export async function replacePackages(
  tx: Tx,
  companyId: string,
  bookingId: string,
  lists: Map<string, StoredPackage[]>,
) {
  await tx.execute(sql`
    update ${bookingDeliveries}
    set packages = coalesce(${JSON.stringify(Object.fromEntries(lists))}::jsonb -> id::text, '[]'::jsonb)
    where company_id = ${companyId} and booking_id = ${bookingId}`)
}

export async function insertHistory(tx: Tx, values: typeof bookingHistory.$inferInsert) {
  await tx.insert(bookingHistory).values(values)
}

export const historyOfBooking = (tx: Tx, companyId: string, bookingId: string) =>
  tx
    .select()
    .from(bookingHistory)
    .where(and(eq(bookingHistory.companyId, companyId), eq(bookingHistory.bookingId, bookingId)))
    .orderBy(desc(bookingHistory.createdAt), desc(bookingHistory.id))

// The latest booking of the company carrying each of these order deliveries (the delivery views'
// track and trace).
export async function bookingsOfDeliveries(tx: Tx, companyId: string, deliveryIds: string[]) {
  const rows = await tx
    .selectDistinctOn([bookingDeliveries.orderDeliveryId], {
      deliveryId: bookingDeliveries.orderDeliveryId,
      id: b.id,
      number: b.number,
      status: b.status,
      shipment_reference: b.shipmentReference,
      tracking_link: b.trackingLink,
      last_mile_eta: b.lastMileEta,
    })
    .from(bookingDeliveries)
    .innerJoin(b, eq(b.id, bookingDeliveries.bookingId))
    .where(
      and(
        eq(bookingDeliveries.companyId, companyId),
        inArray(bookingDeliveries.orderDeliveryId, deliveryIds),
      ),
    )
    .orderBy(bookingDeliveries.orderDeliveryId, desc(b.createdAt))
  return new Map(rows.map(({ deliveryId, ...booking }) => [deliveryId, booking]))
}
