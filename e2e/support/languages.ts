import { type Locale, locales } from '@scm/contracts'

// A story is driven in one language, the one its file names; both languages are driven across the
// suite (docs/decisions/0028). E2E_EVERY_LANGUAGE=1 drives each such story in every language, as
// before a change to how the app formats or reads numbers and dates.
export function storyLanguages(language: Locale): readonly Locale[] {
  return process.env.E2E_EVERY_LANGUAGE === '1' ? locales : [language]
}
