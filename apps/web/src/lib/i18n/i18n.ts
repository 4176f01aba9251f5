import { defaultLocale, fallbackLocale, Locale, pickLocale } from '@scm/contracts'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { loadCatalogues } from './catalogues.ts'

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

// The catalogues come in by language (loadLocale below), so the resources start empty.
i18next.use(initReactI18next).init({
  resources: {},
  lng: linkLocale() ?? storedLocale(),
  fallbackLng: fallbackLocale,
  defaultNS: 'app',
  interpolation: { escapeValue: false },
  returnNull: false,
  // A key missing from every catalogue is a bug: it is reported so the browser journeys fail on it.
  saveMissing: true,
  missingKeyHandler: (_locales, ns, key) => console.error(`i18n missing key: ${ns}:${key}`),
})

const loading = new Map<Locale, Promise<void>>()

// Adds a language's catalogues, once; a failed load may be tried again.
export function loadLocale(locale: Locale): Promise<void> {
  let load = loading.get(locale)
  if (!load) {
    load = loadCatalogues(locale).then((catalogues) => {
      for (const [ns, catalogue] of Object.entries(catalogues))
        i18next.addResourceBundle(locale, ns, catalogue)
    })
    load.catch(() => loading.delete(locale))
    loading.set(locale, load)
  }
  return load
}

let wanted: Locale | undefined
// The language changes once its catalogues are in, so no raw key shows; of two quick switches the
// last one wins.
export async function changeLocale(locale: Locale) {
  wanted = locale
  await loadLocale(locale)
  if (wanted === locale && i18next.language !== locale) await i18next.changeLanguage(locale)
}

// The first render waits for the catalogues of the language it shows (main.tsx).
export const i18nReady = loadLocale(pickLocale(i18next.language))

export const i18n = i18next
