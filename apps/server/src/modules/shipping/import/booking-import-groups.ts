import { BookingBody, type BookingImportColumn } from '@scm/contracts'
import type { z } from 'zod'
import type { RequestContext } from '../../../platform/http/context.ts'
import { issueProblems } from '../../../platform/imports/import-messages.ts'
import {
  type BookingFileRow,
  type BookingImportLookups,
  type BookingRowProblem,
  bookingColumns,
  deliveryKey,
  flagOf,
  readBookingFile,
} from './booking-import-file.ts'

type BookingColumn = (typeof bookingColumns)[number]

// One draft booking of the file: the body the booking wizard would send, the file row behind each
// part of it (a delivery's row, the row a booking value stands on), and the problems of its rows.
export interface BookingGroup {
  reference: string
  rows: BookingFileRow[]
  // Null while the booking has problems of its own: the booking service is not asked.
  body: z.output<typeof BookingBody> | null
  valueRows: Partial<Record<BookingColumn, number>>
  problems: BookingRowProblem[]
}

// The body's fields that come from a column of another name.
const fieldColumns: Record<string, BookingColumn> = {
  freight_mode_id: 'freight_mode',
  forwarder_id: 'forwarder',
}
// Fields taken from the deliveries: a refusal of one is on the first delivery's row.
const deliveryFields = [
  'supplier_company_id',
  'ship_from_address_id',
  'ship_to_address_id',
  'ship_to_warehouse_id',
]

// Where a field of the booking body came from in the file; the booking as a whole is its first row's
// `booking`.
export function placeInBooking(
  group: BookingGroup,
  path: string,
): { row: number; column: BookingImportColumn } {
  const [field = '', index] = path.split('.')
  const first = group.rows[0]!.row
  if (field === 'delivery_ids')
    return { row: group.rows[Number(index)]?.row ?? first, column: 'delivery_code' }
  if (deliveryFields.includes(field)) return { row: first, column: 'delivery_code' }
  const column = fieldColumns[field] ?? bookingColumns.find((name) => name === field)
  return column ? { row: group.valueRows[column] ?? first, column } : { row: first, column: 'booking' }
}

// The booking's own values: each may stand on any of its rows, the same on every row that gives one.
// A value with a comma is refused already, and compared with none.
function bookingValues(reference: string, rows: BookingFileRow[]) {
  const values: Partial<Record<BookingColumn, string>> = {}
  const valueRows: BookingGroup['valueRows'] = {}
  const problems: BookingRowProblem[] = []
  for (const row of rows)
    for (const column of bookingColumns) {
      if (!row[column] || row[column].includes(',')) continue
      if (values[column] === undefined) {
        values[column] = row[column]
        valueRows[column] = row.row
      } else if (values[column] !== row[column])
        problems.push({
          row: row.row,
          column,
          key: 'shipping.import.otherValue',
          params: { booking: reference },
        })
    }
  return { values, valueRows, problems }
}

// The wizard's body: the supplier of the first delivery (the service refuses deliveries of another)
// and, as a chosen delivery fills an empty route in the wizard, the first ship-from and ship-to found.
function bookingBody(
  group: BookingGroup,
  values: Partial<Record<BookingColumn, string>>,
  lookups: BookingImportLookups,
) {
  const deliveries = group.rows.map((row) => lookups.deliveries.get(deliveryKey(row))!)
  const from = deliveries.find((delivery) => delivery.shipFromAddressId)
  const to = deliveries.find((delivery) => delivery.warehouseId ?? delivery.shipToAddressId)
  const text = (column: BookingColumn) => values[column] ?? null
  const named = (names: Map<string, string>, column: BookingColumn) =>
    names.get(values[column]?.toLowerCase() ?? '') ?? null
  return BookingBody.safeParse({
    supplier_company_id: deliveries[0]!.supplierCompanyId,
    delivery_ids: deliveries.map((delivery) => delivery.deliveryId),
    ship_from_address_id: from?.shipFromAddressId ?? null,
    ship_to_warehouse_id: to?.warehouseId ?? null,
    ship_to_address_id: to?.warehouseId ? null : (to?.shipToAddressId ?? null),
    pickup_date: text('pickup_date'),
    delivery_date: text('delivery_date'),
    freight_mode_id: named(lookups.freightModes, 'freight_mode'),
    forwarder_id: named(lookups.forwarders, 'forwarder'),
    forwarder_reference: text('forwarder_reference'),
    shipment_reference: text('shipment_reference'),
    tracking_link: text('tracking_link'),
    instructions: text('instructions'),
    goods_description: text('goods_description'),
    dangerous_goods: flagOf(values.dangerous_goods ?? '') ?? false,
  })
}

function toGroup(
  reference: string,
  rows: BookingFileRow[],
  rowProblems: BookingRowProblem[],
  lookups: BookingImportLookups,
) {
  const { values, valueRows, problems } = bookingValues(reference, rows)
  const group: BookingGroup = {
    reference,
    rows,
    body: null,
    valueRows,
    problems: [...rowProblems, ...problems],
  }
  if (group.problems.length > 0) return group
  const parsed = bookingBody(group, values, lookups)
  if (parsed.success) return { ...group, body: parsed.data }
  return { ...group, problems: issueProblems(parsed.error.issues, (path) => placeInBooking(group, path)) }
}

// Rows grouped into bookings by their `booking` value, in file order. A delivery goes in one booking:
// the service refuses it twice in one, and here in two of the file. A row's problems go with its
// booking; those of a row without one are answered apart.
export function groupBookings(
  rows: BookingFileRow[],
  problems: BookingRowProblem[],
  lookups: BookingImportLookups,
) {
  const byBooking = new Map<string, BookingFileRow[]>()
  const bookingOf = new Map<string, string>()
  for (const row of rows) {
    if (!row.booking) continue
    if (!byBooking.has(row.booking)) byBooking.set(row.booking, [])
    byBooking.get(row.booking)!.push(row)
    const delivery = deliveryKey(row)
    if (!lookups.deliveries.has(delivery)) continue
    const earlier = bookingOf.get(delivery) ?? row.booking
    bookingOf.set(delivery, earlier)
    if (earlier !== row.booking)
      problems.push({
        row: row.row,
        column: 'delivery_code',
        key: 'shipping.import.deliveryInTwo',
        params: { value: row.delivery_code, booking: earlier },
      })
  }
  const referenceOf = new Map(rows.map((row) => [row.row, row.booking]))
  const own = new Map([...byBooking.keys()].map((reference) => [reference, [] as BookingRowProblem[]]))
  const ungrouped: BookingRowProblem[] = []
  for (const problem of problems) (own.get(referenceOf.get(problem.row)!) ?? ungrouped).push(problem)
  const groups = [...byBooking.entries()].map(([reference, bookingRows]) =>
    toGroup(reference, bookingRows, own.get(reference)!, lookups),
  )
  return { groups, ungrouped }
}

// The file's bookings, grouped and looked up in the acting company.
export async function bookingFileGroups(ctx: RequestContext, bytes: Uint8Array) {
  const { rows, problems, lookups } = await readBookingFile(ctx.tx, ctx.companyId, bytes)
  return { rows, ...groupBookings(rows, problems, lookups) }
}
