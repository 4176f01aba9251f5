import { type BookingImportColumn, bookingImportColumns, type MessageParams } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import { inTurn } from '../../../platform/db/in-turn.ts'
import { type CsvLayout, type CsvRow, readCsvFile } from '../../../platform/imports/csv-file.ts'
import type { RowProblem } from '../../../platform/imports/import-messages.ts'
import { activeMasterData } from '../../master-data/index.ts'
import { type BookedDelivery, deliveriesOfOrders } from '../../orders/index.ts'

export type BookingFileRow = CsvRow<BookingImportColumn>
export type BookingRowProblem = RowProblem<BookingImportColumn>

const keyColumns = ['booking', 'order_number', 'delivery_code'] as const
const isKeyColumn = (column: BookingImportColumn) => (keyColumns as readonly string[]).includes(column)
// The values of the booking itself rather than of one of its deliveries.
export const bookingColumns = bookingImportColumns.filter((column) => !isKeyColumn(column))

// Spec §5: no value of a booking file may hold a comma, quoted or not.
const layout: CsvLayout<BookingImportColumn> = {
  columns: bookingImportColumns,
  optional: bookingColumns,
  required: keyColumns,
  noCommas: bookingImportColumns,
  dates: ['pickup_date', 'delivery_date'],
  messages: 'shipping.import',
}

const flags = new Map([
  ...['yes', 'true', '1', 'ja'].map((word) => [word, true] as const),
  ...['no', 'false', '0', 'nej'].map((word) => [word, false] as const),
])
export const flagOf = (value: string) => flags.get(value.toLowerCase())

// What a file's names refer to, keyed in upper case (order numbers and codes) or lower case (list
// items by name or code): the acting company's deliveries and lists only, nothing of another company.
export interface BookingImportLookups {
  orders: Set<string>
  deliveries: Map<string, BookedDelivery>
  freightModes: Map<string, string>
  forwarders: Map<string, string>
}

export const deliveryKey = (row: BookingFileRow) =>
  `${row.order_number.toUpperCase()}|${row.delivery_code.toUpperCase()}`

// A name wins over another item's equal code.
function byCodeAndName(items: Array<{ id: string; name: string; code: string | null }>) {
  const found = new Map<string, string>()
  for (const item of items) if (item.code) found.set(item.code.toLowerCase(), item.id)
  for (const item of items) found.set(item.name.toLowerCase(), item.id)
  return found
}

async function loadLookups(tx: Tx, companyId: string, rows: BookingFileRow[]): Promise<BookingImportLookups> {
  const numbers = [...new Set(rows.map((row) => row.order_number.toUpperCase()).filter(Boolean))]
  const [found, modes, forwarders] = await inTurn(
    () => deliveriesOfOrders(tx, companyId, numbers),
    () => activeMasterData(tx, companyId, 'freight-modes'),
    () => activeMasterData(tx, companyId, 'forwarders'),
  )
  return {
    orders: new Set(found.map((delivery) => delivery.orderNumber.toUpperCase())),
    deliveries: new Map(
      found.map((delivery) => [`${delivery.orderNumber}|${delivery.code}`.toUpperCase(), delivery]),
    ),
    freightModes: byCodeAndName(modes),
    forwarders: byCodeAndName(forwarders),
  }
}

// Each row's names looked up; a cell with a comma is refused as it is and not looked up.
function checkNames(row: BookingFileRow, lookups: BookingImportLookups): BookingRowProblem[] {
  const problems: BookingRowProblem[] = []
  const given = (column: BookingImportColumn) => row[column] !== '' && !row[column].includes(',')
  const fail = (column: BookingImportColumn, key: BookingRowProblem['key'], params: MessageParams = {}) =>
    problems.push({ row: row.row, column, key, params: { value: row[column], ...params } })
  if (given('order_number') && !lookups.orders.has(row.order_number.toUpperCase()))
    fail('order_number', 'shipping.import.unknownOrder')
  else if (given('order_number') && given('delivery_code') && !lookups.deliveries.has(deliveryKey(row)))
    fail('delivery_code', 'shipping.import.unknownDelivery', { order: row.order_number })
  if (given('freight_mode') && !lookups.freightModes.has(row.freight_mode.toLowerCase()))
    fail('freight_mode', 'shipping.import.unknownFreightMode')
  if (given('forwarder') && !lookups.forwarders.has(row.forwarder.toLowerCase()))
    fail('forwarder', 'shipping.import.unknownForwarder')
  if (given('dangerous_goods') && flagOf(row.dangerous_goods) === undefined)
    fail('dangerous_goods', 'shipping.import.badFlag')
  return problems
}

// Reads the file and looks its names up in the acting company: its rows, the lookups, and every
// problem of a row on its own.
export async function readBookingFile(tx: Tx, companyId: string, bytes: Uint8Array) {
  const { rows, problems } = readCsvFile(bytes, layout)
  const lookups = await loadLookups(tx, companyId, rows)
  for (const row of rows) problems.push(...checkNames(row, lookups))
  return { rows, problems, lookups }
}
