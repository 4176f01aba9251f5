import {
  type ContractSection,
  type Criterion,
  criterionBlocks,
  type Locale,
  type MessageKey,
  type Quotation,
  translate,
} from '@scm/contracts'
import type { Content, TableCell } from 'pdfmake/interfaces'
import type { PdfDocument } from '../../platform/pdf/render-pdf.ts'
import { described, right, type Say, type Shown, shownValues, table } from './quotation-pdf-layout.ts'
import { contractPart, filesPart, questionsPart } from './quotation-pdf-parts.ts'

function generalTable(quotation: Quotation, say: Say, { text, number }: Shown): Content {
  const f = (key: string) => say(`fields.${key}`)
  const budget = quotation.budget && `${number(quotation.budget, 2)} ${quotation.currency}`
  const cell = (label: string, value: string): TableCell[] => [{ text: f(label), style: 'label' }, value]
  const rows: TableCell[][] = [
    [...cell('number', quotation.number), ...cell('status', say(`status.${quotation.status}`))],
    [...cell('reference', text(quotation.reference)), ...cell('assignee', text(quotation.assignee_name))],
    [...cell('project', text(quotation.project_name)), ...cell('currency', quotation.currency)],
    [...cell('deadline', text(quotation.deadline)), ...cell('dueDate', text(quotation.due_date))],
    [...cell('budget', text(budget)), '', ''],
  ]
  return { table: { widths: [90, '*', 90, '*'], body: rows }, layout: 'noBorders' }
}

function preferred(criterion: Criterion, say: Say, shown: Shown) {
  const value = criterion.preferred_value
  if (value === null) return shown.absent
  if (criterion.type === 'yes_no') return say(`yesNo.${value}`)
  if (criterion.type !== 'number') return value
  return `${criterion.preferred_rule ? `${say(`rules.${criterion.preferred_rule}`)} ` : ''}${shown.number(value)}`
}

function criteriaSections(criteria: Criterion[], say: Say, shown: Shown): Content[] {
  const c = (key: string) => say(`criteria.${key}`)
  return criterionBlocks.flatMap((block): Content[] => {
    const inBlock = criteria.filter((criterion) => criterion.block === block)
    const rows = inBlock.map((criterion): TableCell[] => [
      described(criterion.name, criterion.description),
      say(`types.${criterion.type}`),
      say(`yesNo.${criterion.required ? 'yes' : 'no'}`),
      preferred(criterion, say, shown),
      criterion.options.length ? criterion.options.join(', ') : shown.absent,
    ])
    const heading: Content = { text: say(`blocks.${block}`), style: 'block' }
    return rows.length === 0
      ? [heading, { text: say('none'), style: 'note' }]
      : [
          heading,
          table(
            ['*', 80, 60, 90, '*'],
            [c('name'), c('type'), c('required'), c('preferred'), c('options')],
            rows,
          ),
        ]
  })
}

// The buyer's request for quotation as a document to print or send: what is asked, of whom, by which
// criteria block by block, with which questions, documents and contract terms. Labels are in the
// user's language.
export function quotationPdfDocument(
  quotation: Quotation,
  sections: ContractSection[],
  locale: Locale,
  // The file names of each contract document, by section.
  sectionFiles: ReadonlyMap<string, string[]> = new Map(),
): PdfDocument {
  const say: Say = (key, params) => translate(locale, `quotations.print.${key}` as MessageKey, params)
  const shown = shownValues(locale)
  const { text, number } = shown
  const title = say('title', { number: quotation.number })
  const s = (key: string) => say(`suppliers.${key}`)
  const i = (key: string) => say(`items.${key}`)
  const suppliers = quotation.suppliers.map((supplier): TableCell[] => [
    supplier.supplier_id ? supplier.name : `${supplier.name} (${s('external')})`,
    text(supplier.email),
    text(supplier.org_number),
  ])
  const items = quotation.items.map((item): TableCell[] => [
    item.article_code,
    item.article_name,
    right(number(item.quantity)),
    right(item.target_price ? `${number(item.target_price)} ${quotation.currency}` : shown.absent),
    text(item.note),
  ])
  const none: Content = { text: say('none'), style: 'note' }
  return {
    info: { title: `${quotation.number} ${quotation.name}`, subject: title },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    footer: (page, pages) => ({
      text: `${quotation.number} · ${say('page', { page, pages })}`,
      style: 'note',
      alignment: 'right',
      margin: [40, 16, 40, 0],
    }),
    content: [
      { text: title, style: 'title' },
      { text: quotation.name, style: 'subtitle' },
      generalTable(quotation, say, shown),
      ...(quotation.description
        ? [
            { text: say('fields.description'), style: 'label', margin: [0, 8, 0, 2] } as Content,
            quotation.description,
          ]
        : []),
      { text: s('title'), style: 'section' },
      suppliers.length ? table(['*', '*', 120], [s('name'), s('email'), s('orgNumber')], suppliers) : none,
      { text: i('title'), style: 'section' },
      items.length
        ? table(
            [70, '*', 60, 80, '*'],
            [i('code'), i('name'), right(i('quantity')), right(i('targetPrice')), i('note')],
            items,
          )
        : none,
      { text: say('criteria.title'), style: 'section' },
      ...criteriaSections(quotation.criteria, say, shown),
      ...questionsPart(quotation.questions, say),
      ...filesPart(quotation.files, say),
      ...contractPart(sections, sectionFiles, say),
    ],
    defaultStyle: { fontSize: 9, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true },
      subtitle: { fontSize: 12, margin: [0, 2, 0, 12] },
      section: { fontSize: 13, bold: true, margin: [0, 16, 0, 6] },
      block: { fontSize: 10, bold: true, margin: [0, 8, 0, 4] },
      label: { color: '#555555' },
      note: { fontSize: 8, color: '#555555' },
      tableHeader: { bold: true },
      expired: { color: '#c92a2a', bold: true },
    },
  }
}
