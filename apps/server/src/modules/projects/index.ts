// What other modules may use of the projects module (docs/decisions/0026): nothing else of it is theirs.

export { projectName } from './project.queries.ts'
export { assertProjectReference } from './project-reference.ts'
