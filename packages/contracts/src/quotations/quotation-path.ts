import type { QuotationStatus } from './quotation.contract.ts'

// Where the app opens a quotation: a draft is still being written in its wizard; once sent, it is read
// on its compare page. Every screen and notice that links to one goes there.
export const quotationPath = (quotation: { id: string; status: QuotationStatus }) =>
  quotation.status === 'draft' ? `/quotations/${quotation.id}/update` : `/quotations/${quotation.id}`
