// What other modules may use of the user-groups module (docs/decisions/0026): nothing else of it is theirs.
export { isUserGroupOf, setUserGroups } from './user-group.queries.ts'
export { assertUserGroups } from './user-group-membership.ts'
