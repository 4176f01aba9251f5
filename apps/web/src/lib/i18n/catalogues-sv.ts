import messages from '@scm/contracts/i18n/sv.json'
import { byNamespace } from './namespaces.ts'

// Every sv catalogue, in one chunk that loads when the language is first used (catalogues.ts).
export const catalogues = byNamespace(
  import.meta.glob(['../../app/locales/sv.json', '../../features/*/locales/sv.json'], {
    eager: true,
    import: 'default',
  }),
  messages,
)
