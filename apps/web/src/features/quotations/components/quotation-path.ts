import type { QuotationStatus } from '@scm/contracts'

// A draft is still being written in its wizard; once sent, a quotation is read on its compare page.
export const quotationPath = (quotation: { id: string; status: QuotationStatus }) =>
  quotation.status === 'draft' ? `/quotations/${quotation.id}/update` : `/quotations/${quotation.id}`
