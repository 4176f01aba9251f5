import { z } from 'zod'
import { Id, Timestamp } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listQuery, listResponse } from '../http/list.ts'

// The documents a reference is written on (decision 0036): an order's buyer reference, a delivery's
// reference and a quotation's reference.
export const referenceKinds = ['order', 'delivery', 'quotation'] as const
export const ReferenceKind = z.enum(referenceKinds)
export type ReferenceKind = z.infer<typeof ReferenceKind>

// `id` is the document to open: a delivery opens its order.
export const ReferenceDocument = z.object({
  kind: ReferenceKind,
  id: Id,
  number: z.string(),
  status: z.string(),
})
export type ReferenceDocument = z.infer<typeof ReferenceDocument>

// One reference, however it was capitalised or spaced, with its most recent spelling and documents.
export const ReferenceSummary = z.object({
  reference: z.string(),
  document_count: z.number().int(),
  documents: z.array(ReferenceDocument),
  last_used_at: Timestamp,
})
export type ReferenceSummary = z.infer<typeof ReferenceSummary>

// A row names at most this many documents, the most recent first; the count tells the rest.
export const maxReferenceDocuments = 10

export const ReferenceListQuery = listQuery(['reference', 'document_count', 'last_used_at'], {
  kind: ReferenceKind,
})

// Orders' and quotations' references are read by whoever may list either; the rows of a kind the user
// may not list are left out.
export const referenceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/references',
    permission: ['list.orders', 'list.quotations'],
    query: ReferenceListQuery,
    response: listResponse(ReferenceSummary),
  }),
}
