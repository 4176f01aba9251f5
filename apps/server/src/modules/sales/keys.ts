// The keys other modules' tables may reference (docs/decisions/0026): a production order names the
// sales order it makes goods for. Nothing but this module's own tables is imported here.
import { salesOrders } from './sales-order.table.ts'

export const salesOrderKey = () => salesOrders.id
