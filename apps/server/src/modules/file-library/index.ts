// What other modules may use of the file library (docs/decisions/0026): nothing else of it is theirs.

export { demoPdf } from './demo-document.ts'
export {
  assertFileVersionReferences,
  type FileVersionSummary,
  fileVersionsByIds,
} from './file-version-reference.ts'
export { fileVersionContent } from './version-content.ts'
