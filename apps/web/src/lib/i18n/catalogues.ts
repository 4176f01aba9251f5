import { type Locale, messageCatalogues } from '@scm/contracts'

type Catalogue = Record<string, unknown>
// Every feature's locales/{en,sv}.json, loaded at build time; the namespace is the feature's folder.
const modules = import.meta.glob<Catalogue>(['../../app/locales/*.json', '../../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
})

function namespaceOf(path: string): { ns: string; locale: Locale } {
  const parts = path.split('/')
  const locale = parts.at(-1)!.replace('.json', '') as Locale
  const ns = path.includes('/app/locales/') ? 'app' : parts.at(-3)!
  return { ns, locale }
}

export const resources: Record<Locale, Record<string, Catalogue>> = {
  en: { messages: messageCatalogues.en },
  sv: { messages: messageCatalogues.sv },
}
for (const [path, catalogue] of Object.entries(modules)) {
  const { ns, locale } = namespaceOf(path)
  resources[locale][ns] = catalogue
}
