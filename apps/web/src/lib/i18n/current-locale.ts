import { type Locale, pickLocale } from '@scm/contracts'
import i18next from 'i18next'

// The language the app shows now. Its own module, apart from the set-up in i18n.ts (which reads the
// browser's storage): formatting and input rules ask it, also where no browser is (unit tests).
export const currentLocale = (): Locale => pickLocale(i18next.language)
