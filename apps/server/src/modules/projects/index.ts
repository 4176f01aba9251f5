// What other modules may use of the projects module (docs/decisions/0026): nothing else of it is theirs.
export { assertProjectReference, projectName } from './project-reference.ts'
