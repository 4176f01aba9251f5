import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { faqQuestions } from './question.table.ts'

// What Nordic asks every new supplier, in English: the buyer writes to mills abroad in English. The
// retired question shows that old wording stays in the library, out of new quotations.
const questions = [
  {
    category: 'Commercial',
    question: 'What is your minimum order quantity (MOQ) per style and per colour?',
    answer:
      'We plan for 300 pieces per style and 100 per colour. Please state your MOQ per style and colour, and any surcharge for smaller runs such as a first sampling order.',
  },
  {
    category: 'Commercial',
    question: 'Which payment terms do you accept?',
    answer:
      'Our standard terms are 60 days net from the invoice date, paid by bank transfer in EUR or SEK. A letter of credit is possible for first orders above EUR 50 000.',
  },
  {
    category: 'Samples',
    question: 'What is your lead time for proto and salesman samples?',
    answer:
      'We expect proto samples within 3 weeks of the tech pack and salesman samples within 5 weeks of the approved proto. Tell us if fabric availability changes this.',
  },
  {
    category: 'Packaging',
    question: 'How should the goods be packed and labelled?',
    answer:
      'One polybag per garment (recycled LDPE, with a suffocation warning in English and Swedish), no more than 20 kg per carton, and the carton label on two sides with PO number, style, colour, size breakdown and carton number.',
  },
  {
    category: 'Compliance',
    question: 'Can you confirm compliance with REACH and our restricted substances list (RSL)?',
    answer:
      'Every delivery must comply with REACH, including the SVHC candidate list, and with our RSL (no PFAS in water-repellent finishes). Please attach test reports from an accredited lab, not older than 12 months, per material.',
  },
  {
    category: 'Compliance',
    question: 'When was your factory last audited for social compliance?',
    answer:
      'We need a valid amfori BSCI audit (grade C or better) or SA8000 certificate for every production site, including subcontractors. Share the report and your corrective action plan.',
  },
  {
    category: null,
    question: 'Do you offer Oeko-Tex Standard 100 certified trims?',
    answer: 'Replaced by the RSL question: we no longer ask for trims certificates separately.',
    active: false,
  },
]

export async function seedQuestions(tx: Tx, { client }: DemoCompanies) {
  await tx.insert(faqQuestions).values(questions.map((question) => ({ ...question, companyId: client.id })))
}
