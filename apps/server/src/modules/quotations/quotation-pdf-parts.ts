import type { ContractSection, QuotationFile, QuotationQuestion } from '@scm/contracts'
import type { Content, TableCell } from 'pdfmake/interfaces'
import { described, type Say, table } from './quotation-pdf-layout.ts'

// What the request carries besides its criteria, in the order the print page shows it too: the FAQ,
// the library's documents, and the condition of contract.

const heading = (title: string): Content => ({ text: title, style: 'section' })
const none = (say: Say): Content => ({ text: say('none'), style: 'note' })

export function questionsPart(questions: QuotationQuestion[], say: Say): Content[] {
  const answers = questions.map(
    (question): Content => ({
      stack: [{ text: question.question, bold: true }, question.answer],
      margin: [0, 0, 0, 6],
      unbreakable: true,
    }),
  )
  return [heading(say('questions.title')), ...(answers.length ? answers : [none(say)])]
}

// An expired version is still what was sent; the reader is told it no longer applies.
export function filesPart(files: QuotationFile[], say: Say): Content[] {
  const f = (key: string) => say(`files.${key}`)
  const rows = files.map((file): TableCell[] => [
    file.title,
    String(file.number),
    file.file_name,
    file.expired ? { text: `${file.valid_to} (${f('expired')})`, style: 'expired' } : file.valid_to,
  ])
  return [
    heading(f('title')),
    rows.length
      ? table(['*', 50, '*', 100], [f('document'), f('version'), f('file'), f('validTo')], rows)
      : none(say),
  ]
}

// Each section's title, what it says (and a document's files), and whether it is agreed; the suppliers' threads are not printed:
// what one supplier negotiates is no other's to read (decision 0040).
export function contractPart(
  sections: ContractSection[],
  fileNames: ReadonlyMap<string, string[]>,
  say: Say,
): Content[] {
  const c = (key: string) => say(`contract.${key}`)
  // A document's files are named under what it says, so the reader knows what is attached.
  const describe = (section: ContractSection) => {
    const names = fileNames.get(section.id) ?? []
    const files = names.length ? say('contract.files', { names: names.join(', ') }) : null
    return [section.description, files].filter(Boolean).join('\n') || null
  }
  const rows = sections.map((section): TableCell[] => [
    described(section.title, describe(section)),
    c(`kinds.${section.kind}`),
    c(`statuses.${section.status}`),
  ])
  return [
    heading(c('title')),
    rows.length ? table(['*', 110, 60], [c('section'), c('kind'), c('status')], rows) : none(say),
  ]
}
