import type { Locale } from '@scm/contracts'
import type { Catalogues } from './namespaces.ts'

// Each language's catalogues are a chunk of their own: a visit downloads the language it shows, and
// the other only when the user switches to it.
const loaders: Record<Locale, () => Promise<Catalogues>> = {
  en: async () => (await import('./catalogues-en.ts')).catalogues,
  sv: async () => (await import('./catalogues-sv.ts')).catalogues,
}

export const loadCatalogues = (locale: Locale): Promise<Catalogues> => loaders[locale]()
