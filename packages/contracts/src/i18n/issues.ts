import type { z } from 'zod'
import type { MessageKey, MessageParams } from './messages.ts'

type Issue = z.core.$ZodIssue

// Where an issue's words come from: both catalogues on the server (messages.ts), the one catalogue of
// the language a browser shows (catalogueSource). This file imports no catalogue, so a browser that
// validates a form downloads none beyond its own.
export interface MessageSource {
  isKey: (key: string) => key is MessageKey
  translate: (key: MessageKey, params?: MessageParams) => string
}

export function messageAt(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

export function catalogueSource(catalogue: unknown): MessageSource {
  return {
    isKey: (key): key is MessageKey => messageAt(catalogue, key) !== undefined,
    translate: (key, params) => fillTemplate(messageAt(catalogue, key) ?? key, params),
  }
}

// A custom message keeps the issue's own parameters; a size limit's names its bound ({{max}}, {{min}}).
function ownParams(issue: Issue): MessageParams {
  if ('params' in issue && issue.params) return issue.params
  if (issue.code === 'too_big') return { max: Number(issue.maximum) }
  if (issue.code === 'too_small') return { min: Number(issue.minimum) }
  return {}
}

// The catalogue message of a zod issue: its own key, or one chosen by the kind of issue.
export function issueKeyIn(
  issue: Issue,
  isKey: MessageSource['isKey'],
): { key: MessageKey; params?: MessageParams } {
  if (isKey(issue.message)) return { key: issue.message, params: ownParams(issue) }
  if (issue.code !== 'unrecognized_keys' && 'input' in issue && issue.input === undefined)
    return { key: 'validation.required' }
  switch (issue.code) {
    case 'invalid_type':
      // 1.5 where a whole number belongs is a number of the wrong kind, and the user should hear so.
      if (issue.expected === 'int') return { key: 'validation.integer' }
      return { key: 'validation.invalidType' }
    case 'too_small':
      if (issue.origin === 'string')
        return {
          key: issue.minimum === 1 ? 'validation.required' : 'validation.minString',
          params: {
            min: Number(issue.minimum),
          },
        }
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.minItems', params: { min: Number(issue.minimum) } }
      return { key: 'validation.minValue', params: { min: Number(issue.minimum) } }
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'validation.maxString', params: { max: Number(issue.maximum) } }
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.maxItems', params: { max: Number(issue.maximum) } }
      return { key: 'validation.maxValue', params: { max: Number(issue.maximum) } }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' }
      if (issue.format === 'url') return { key: 'validation.url' }
      if (issue.format === 'uuid' || issue.format === 'guid') return { key: 'validation.uuid' }
      if (issue.format === 'date' || issue.format === 'datetime') return { key: 'validation.date' }
      return { key: 'validation.regex' }
    case 'invalid_value':
      return { key: 'validation.oneOf' }
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' }
    default:
      return { key: 'validation.invalid' }
  }
}

// Turns zod issues into the per-field messages of the error shape, in the source's language.
export function localizeIssuesWith(
  issues: readonly Issue[],
  source: MessageSource,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => {
    const list = errors[field] ?? []
    if (!list.includes(message)) list.push(message)
    errors[field] = list
  }
  const message = (issue: Issue) => {
    const { key, params } = issueKeyIn(issue, source.isKey)
    return source.translate(key, params)
  }
  for (const issue of issues) {
    const base = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, message(issue))
      continue
    }
    add(base || '_', message(issue))
  }
  return errors
}
