import type { z } from 'zod'

// PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16 surrogate has no UTF-8 form (it would be
// stored as U+FFFD, silently not what was sent). Neither is anything a person types.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
export const isSafeText = (text: string) => !text.includes('\u0000') && text.search(loneSurrogate) < 0

// No contract nests this deep; deeper input is refused before a schema or the database has to walk it.
export const maxInputDepth = 32

type Issue = z.core.$ZodIssue

// Every string (keys included) of a parsed body, query or set of path parameters that no schema
// should see, as issues on their fields. Walked without recursion, so no input can exhaust the stack.
export function unsafeTextIssues(input: unknown): Issue[] {
  const issues: Issue[] = []
  const issue = (path: PropertyKey[], message: 'validation.unsafeText' | 'validation.tooDeep') =>
    issues.push({ code: 'custom', path, message, input: undefined })
  const pending: Array<{ value: unknown; path: PropertyKey[] }> = [{ value: input, path: [] }]
  while (pending.length > 0) {
    const { value, path } = pending.pop()!
    if (typeof value === 'string') {
      if (!isSafeText(value)) issue(path, 'validation.unsafeText')
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    if (path.length >= maxInputDepth) {
      issue(path, 'validation.tooDeep')
      continue
    }
    for (const [key, child] of Object.entries(value)) {
      if (!isSafeText(key)) {
        issue(
          [...path, key.replaceAll('\u0000', '\uFFFD').replace(loneSurrogate, '\uFFFD')],
          'validation.unsafeText',
        )
        continue
      }
      pending.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] })
    }
  }
  return issues
}

// The number (from 1) of the first row of an imported file with a cell no field may hold, if any.
export function firstUnsafeRow(rows: readonly (readonly string[])[]): number | null {
  const index = rows.findIndex((cells) => !cells.every(isSafeText))
  return index < 0 ? null : index + 1
}
