import { contractSectionAttachments, type GeneratedFile } from '@scm/contracts'
import { readAttachments } from '../../platform/files/attachment.service.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { renderPdf } from '../../platform/pdf/render-pdf.ts'
import { contractSections } from './contract/quotation-contract-response.ts'
import { getQuotation } from './quotation.service.ts'
import { quotationPdfDocument } from './quotation-pdf.ts'

// The acting company's quotation as a PDF named by its number (RFQ-000042.pdf); another's is a 404.
export async function quotationPdf(ctx: RequestContext, id: string): Promise<GeneratedFile> {
  const quotation = await getQuotation(ctx, id)
  const sections = await contractSections(ctx.tx, id, null)
  const sectionFiles = new Map<string, string[]>()
  for (const section of sections.filter((each) => each.kind === 'document')) {
    const files = await readAttachments(
      ctx.tx,
      { type: contractSectionAttachments.type, entityId: section.id },
      ctx.companyId,
    )
    sectionFiles.set(
      section.id,
      files.map((file) => file.file_name),
    )
  }
  const document = quotationPdfDocument(quotation, sections, ctx.locale, sectionFiles)
  return {
    file_name: `${quotation.number}.pdf`,
    content_type: 'application/pdf',
    render: () => renderPdf(document),
  }
}
