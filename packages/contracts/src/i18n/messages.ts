import type { z } from 'zod'
import en from './en.json' with { type: 'json' }
import { fillTemplate, issueKeyIn, localizeIssuesWith, messageAt } from './issues.ts'
import type { Locale } from './locale.ts'
import sv from './sv.json' with { type: 'json' }

// Messages the server sends and the web shows for validation: one catalogue for both apps.
export const messageCatalogues = { en, sv } as const
export type MessageKey = Leaves<typeof en>

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type MessageParams = Record<string, string | number>

export function isMessageKey(key: string): key is MessageKey {
  return messageAt(en, key) !== undefined
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return fillTemplate(messageAt(messageCatalogues[locale], key) ?? messageAt(en, key) ?? key, params)
}

type Issue = z.core.$ZodIssue

// The catalogue message of a zod issue: its own key, or one chosen by the kind of issue.
export const issueKey = (issue: Issue) => issueKeyIn(issue, isMessageKey)

// Turns zod issues into the per-field messages of the error shape, in the user's language.
export const localizeIssues = (issues: readonly Issue[], locale: Locale): Record<string, string[]> =>
  localizeIssuesWith(issues, {
    isKey: isMessageKey,
    translate: (key, params) => translate(locale, key, params),
  })
