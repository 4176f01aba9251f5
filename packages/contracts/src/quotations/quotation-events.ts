import { z } from 'zod'
import { Id } from '../http/common.ts'
import { QuotationStatus } from './quotation.contract.ts'

// Sent on the buyer's sync.{companyId} channel after a committed change of a sent quotation, a
// supplier's answer included: the compare view and the lists refetch, as for orders (decision 0016).
export const quotationUpdatedEvent = 'QuotationUpdated'
export const QuotationUpdated = z.object({ id: Id, number: z.string(), status: QuotationStatus })
export type QuotationUpdated = z.infer<typeof QuotationUpdated>

// Sent on a linked supplier's sync.{companyId} channel after the buyer has changed what that supplier
// sees of its invite (a deviation decided, an award, a rejection, a closing, a contract comment): the
// supplier's invite pages refetch. The id is the invite's, which the supplier's pages go by.
export const quotationInviteUpdatedEvent = 'QuotationInviteUpdated'
export const QuotationInviteUpdated = z.object({ id: Id })
export type QuotationInviteUpdated = z.infer<typeof QuotationInviteUpdated>
