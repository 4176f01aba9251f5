// What other modules may use of the partners module (docs/decisions/0026): nothing else of it is theirs.

export { asCompany } from './acting-company.ts'
export { type CompanyNotice, notifyCompany } from './company-notice.ts'
export { assertSupplierAgreement } from './partner-lookup.ts'
export { usersHolding } from './partner-recipients.queries.ts'
export { insertPartnership, partnerIds } from './partnership.queries.ts'
export { invitedAs, linkSignedUpCompany } from './sign-up-link.ts'
export { supplierCards, supplierRefs, supplierWithOrgNumber } from './supplier-agreement.queries.ts'
export { assertSupplierOrderable } from './supplier-orderable.ts'
export { queueTurnoverCheck } from './turnover-alert.ts'
export { countsTowardTurnover } from './turnover-share.ts'
