import { z } from 'zod'
import { Id, Version } from '../http/common.ts'
import { OrderStatus } from './order-state.ts'

// Sent after every committed change of an order on the sync.{companyId} channel of the buyer and, once
// the order has reached it, of the supplier (decision 0016): open order pages and lists refetch. It
// carries no field the other party may not see.
export const orderUpdatedEvent = 'OrderUpdated'
export const OrderUpdated = z.object({ id: Id, number: z.string(), status: OrderStatus, version: Version })
export type OrderUpdated = z.infer<typeof OrderUpdated>
