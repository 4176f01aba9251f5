import messages from '@scm/contracts/i18n/en.json'
import { byNamespace } from './namespaces.ts'

// Every en catalogue, in one chunk that loads when the language is first used (catalogues.ts).
export const catalogues = byNamespace(
  import.meta.glob(['../../app/locales/en.json', '../../features/*/locales/en.json'], {
    eager: true,
    import: 'default',
  }),
  messages,
)
