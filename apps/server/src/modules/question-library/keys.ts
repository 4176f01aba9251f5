// The keys other modules' tables may reference (docs/decisions/0026): a quotation's attached questions
// name the column, never the table.
import { faqQuestions } from './question.table.ts'

export const questionKey = () => faqQuestions.id
