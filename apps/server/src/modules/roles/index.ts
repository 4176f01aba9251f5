// What other modules may use of the roles module (docs/decisions/0026): nothing else of it is theirs.
export { announcePermissionChanges, snapshotPermissions } from './permission-changes.ts'
export { assignRole } from './user-role.queries.ts'
