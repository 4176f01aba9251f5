// What other modules may use of the users module (docs/decisions/0026): nothing else of it is theirs.
export { assertAdminRemains } from './user.service.ts'
