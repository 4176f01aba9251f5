import { contractSectionAttachments, type GeneratedFile } from '@scm/contracts'
import { attachmentNamesOf } from '../../platform/files/attachment.service.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { renderPdf } from '../../platform/pdf/render-pdf.ts'
import { contractSections } from './contract/quotation-contract-response.ts'
import { getQuotation } from './quotation.service.ts'
import { quotationPdfDocument } from './quotation-pdf.ts'

// The acting company's quotation as a PDF named by its number (RFQ-000042.pdf); another's is a 404.
export async function quotationPdf(ctx: RequestContext, id: string): Promise<GeneratedFile> {
  const quotation = await getQuotation(ctx, id)
  const sections = await contractSections(ctx.tx, id, null)
  const documents = sections.filter((section) => section.kind === 'document').map((section) => section.id)
  const sectionFiles = await attachmentNamesOf(ctx.tx, contractSectionAttachments.type, documents)
  const document = quotationPdfDocument(quotation, sections, ctx.locale, sectionFiles)
  return {
    file_name: `${quotation.number}.pdf`,
    content_type: 'application/pdf',
    render: () => renderPdf(document),
  }
}
