import { catalogueSource, localizeIssuesWith } from '@scm/contracts'
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form'
import type { z } from 'zod'
import { currentLocale } from '../../lib/i18n/current-locale.ts'
import { i18n } from '../../lib/i18n/i18n.ts'

// Validates a form with the same contract schema the server uses, with the same messages: those of
// the language shown, which i18n.ts loaded under the `messages` namespace.
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = schema.safeParse(values, { reportInput: true })
    if (result.success) return { values: result.data, errors: {} } as ResolverResult<z.input<S>, z.output<S>>
    return {
      values: {},
      errors: toFieldErrors(
        localizeIssuesWith(
          result.error.issues,
          catalogueSource(i18n.getResourceBundle(currentLocale(), 'messages')),
        ),
      ),
    } as ResolverResult<z.input<S>, z.output<S>>
  }
}

export function toFieldErrors(messages: Record<string, string[]>): FieldErrors {
  const errors: Record<string, unknown> = {}
  for (const [path, list] of Object.entries(messages)) {
    const parts = path.split('.')
    let node = errors
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    node[parts.at(-1)!] = { type: 'contract', message: list[0] }
  }
  return errors as FieldErrors
}
