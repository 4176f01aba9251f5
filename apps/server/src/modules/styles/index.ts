// What other modules may use of the styles module (docs/decisions/0026): nothing else of it is theirs.
export { isActiveStyleOf, styleName } from './style-lookup.queries.ts'
