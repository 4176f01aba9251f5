// What other modules may use of the user-groups module (docs/decisions/0026): nothing else of it is theirs.
export { assertUserGroups, isUserGroupOf, setUserGroups } from './user-group-membership.ts'
