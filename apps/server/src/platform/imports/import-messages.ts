import { issueKey, type Locale, type MessageKey, type MessageParams, translate } from '@scm/contracts'
import type { z } from 'zod'
import { AppError, type FieldError } from '../errors/app-error.ts'

// The messages every file import words in its own terms ("no order lines", "use a dot for decimals").
type ImportMessage =
  | 'invalid'
  | 'rowProblem'
  | 'fileUnreadable'
  | 'missingColumns'
  | 'noRows'
  | 'extraValues'
  | 'required'
  | 'comma'
  | 'badDate'
  | 'jobStarted'
  | 'jobCreated'
  | 'jobSkipped'
  | 'jobDone'

// A catalogue namespace holding all of them (`orders.import`): the type refuses one that lacks any.
export type ImportNamespace = {
  [K in MessageKey]: K extends `${infer N}.invalid`
    ? `${N}.${ImportMessage}` extends MessageKey
      ? N
      : never
    : never
}[MessageKey]

// The type above proves the key exists; TypeScript cannot carry that through the template.
export const importKey = (namespace: ImportNamespace, message: ImportMessage) =>
  `${namespace}.${message}` as MessageKey

// A problem of one row. Keys under the import's namespace are whole sentences naming the row and
// column; any other key (the form's own messages) is prefixed with them when shown.
export interface RowProblem<C extends string = string> {
  row: number
  column: C
  key: MessageKey
  params?: MessageParams
}

export function problemMessage(
  problem: RowProblem,
  locale: Locale,
  namespace: ImportNamespace,
): { key: MessageKey; params: MessageParams } {
  const base = { row: problem.row, column: problem.column }
  if (problem.key.startsWith(`${namespace}.`))
    return { key: problem.key, params: { ...problem.params, ...base } }
  return {
    key: importKey(namespace, 'rowProblem'),
    params: { ...base, message: translate(locale, problem.key, problem.params) },
  }
}

// The 422 lists this many problems at most; a file with more has a systematic mistake to fix first.
const shownProblems = 200

// A refused file: one message per `rows.<row>.<column>`, in file order, nothing imported.
export function fileRefused(problems: RowProblem[], locale: Locale, namespace: ImportNamespace) {
  const errors: Record<string, FieldError[]> = {}
  const sorted = [...problems].sort((a, b) => a.row - b.row)
  for (const problem of sorted.slice(0, shownProblems)) {
    const field = `rows.${problem.row}.${problem.column}`
    errors[field] = [...(errors[field] ?? []), problemMessage(problem, locale, namespace)]
  }
  return new AppError(422, importKey(namespace, 'invalid'), { count: problems.length }, errors)
}

type Place<C extends string> = (path: string) => { row: number; column: C }

// A refusal of the service that creates one item of the file, on the rows and columns its fields came
// from; a refusal of no field is on the item as a whole (path '').
export function refusalProblems<C extends string>(error: AppError, place: Place<C>): RowProblem<C>[] {
  const fields = Object.entries(error.fieldErrors)
  if (fields.length === 0) return [{ ...place(''), key: error.code, params: error.params }]
  return fields.flatMap(([path, keys]) =>
    keys.map((entry) => {
      const { key, params } = typeof entry === 'string' ? { key: entry, params: error.params } : entry
      return { ...place(path), key, params }
    }),
  )
}

// The issues of the item's body as its contract parses it (before the service is asked).
export const issueProblems = <C extends string>(issues: readonly z.core.$ZodIssue[], place: Place<C>) =>
  issues.map((issue): RowProblem<C> => ({ ...place(issue.path.join('.')), ...issueKey(issue) }))
