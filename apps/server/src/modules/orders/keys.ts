// The keys other modules' tables may reference (docs/decisions/0026): a foreign key names the column,
// never the table. Nothing but this module's own tables is imported here, so a key makes no import cycle.
import { orderDeliveries, orderLines, orders } from './order.table.ts'

export const orderKey = () => orders.id
// A booking carries deliveries of the buyer's orders (decision 0057).
export const orderDeliveryKey = () => orderDeliveries.id
// A booking's discrepancy may be about one line of a delivery (decision 0061).
export const orderLineKey = () => orderLines.id

// A quotation's deviation has the columns, statuses and decisions of an order's (decision 0041).
export { deviationChangeColumns, deviationReportColumns } from './deviation-reports/deviation-report.table.ts'
