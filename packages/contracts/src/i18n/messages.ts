import type { z } from 'zod'
import en from './en.json' with { type: 'json' }
import type { Locale } from './locale.ts'
import sv from './sv.json' with { type: 'json' }

// Messages the server sends and the web shows for validation: one catalogue for both apps.
export const messageCatalogues = { en, sv } as const
export type MessageKey = Leaves<typeof en>

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type MessageParams = Record<string, string | number>

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

export function isMessageKey(key: string): key is MessageKey {
  return lookup(en, key) !== undefined
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = lookup(messageCatalogues[locale], key) ?? lookup(en, key) ?? key
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

type Issue = z.core.$ZodIssue

// A custom message keeps the issue's own parameters; a size limit's names its bound ({{max}}, {{min}}).
function ownParams(issue: Issue): MessageParams {
  if ('params' in issue && issue.params) return issue.params
  if (issue.code === 'too_big') return { max: Number(issue.maximum) }
  if (issue.code === 'too_small') return { min: Number(issue.minimum) }
  return {}
}

// The catalogue message of a zod issue: its own key, or one chosen by the kind of issue.
export function issueKey(issue: Issue): { key: MessageKey; params?: MessageParams } {
  if (isMessageKey(issue.message)) return { key: issue.message, params: ownParams(issue) }
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

function issueMessage(issue: Issue, locale: Locale): string {
  const { key, params } = issueKey(issue)
  return translate(locale, key, params)
}

// Turns zod issues into the per-field messages of the error shape, in the user's language.
export function localizeIssues(issues: readonly Issue[], locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => {
    const list = errors[field] ?? []
    if (!list.includes(message)) list.push(message)
    errors[field] = list
  }
  for (const issue of issues) {
    const base = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, issueMessage(issue, locale))
      continue
    }
    add(base || '_', issueMessage(issue, locale))
  }
  return errors
}
