// What other modules may use of the question library (docs/decisions/0026): nothing else of it is theirs.
export { assertQuestionReferences, type QuestionText, questionsByIds } from './question-reference.ts'
