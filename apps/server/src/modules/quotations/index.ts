// What other modules may use of the quotations module (docs/decisions/0026): nothing else of it is theirs.
export { quotationReferenceSource } from './quotation-reference-source.queries.ts'
