import { defaultLocale, fallbackLocale, Locale, pickLocale } from '@scm/contracts'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { resources } from './catalogues.ts'

const storageKey = 'locale'

export function storedLocale(): Locale {
  return pickLocale(localStorage.getItem(storageKey) ?? defaultLocale)
}

// A link e-mailed to someone without an account (a guest link) names the language of its mail.
function linkLocale(): Locale | null {
  const parsed = Locale.safeParse(new URLSearchParams(globalThis.location?.search).get('lang'))
  return parsed.success ? parsed.data : null
}

export function rememberLocale(locale: Locale) {
  localStorage.setItem(storageKey, locale)
  document.documentElement.lang = locale
}

i18next.use(initReactI18next).init({
  resources,
  lng: linkLocale() ?? storedLocale(),
  fallbackLng: fallbackLocale,
  defaultNS: 'app',
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnNull: false,
  // A key missing from every catalogue is a bug: it is reported so the browser journeys fail on it.
  saveMissing: true,
  missingKeyHandler: (_locales, ns, key) => console.error(`i18n missing key: ${ns}:${key}`),
})

export const i18n = i18next
export const currentLocale = (): Locale => pickLocale(i18next.language)
