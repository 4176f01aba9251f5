// What other modules may use of the companies module (docs/decisions/0026): nothing else of it is theirs.
export { insertCompanyWithRoles } from './company.queries.ts'
