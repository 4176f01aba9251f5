import { MantineProvider } from '@mantine/core'
import type { ListMeta, Locale } from '@scm/contracts'
import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { loadCatalogues } from '../../lib/i18n/catalogues.ts'
import { ListFooter } from './list-footer.tsx'

// The total as a user reads it under a list, in the app's own catalogues.
async function totalText(meta: ListMeta, lng: Locale) {
  const i18n = i18next.createInstance()
  await i18n
    .use(initReactI18next)
    .init({ lng, defaultNS: 'app', resources: { [lng]: await loadCatalogues(lng) } })
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ListFooter meta={meta} page={1} perPage="60" onPage={() => {}} onPerPage={() => {}} />
      </MantineProvider>
    </I18nextProvider>,
  )
  return /data-testid="list-total"[^>]*>([^<]*)</.exec(html)?.[1]
}

const meta = (total: number, marks: Partial<ListMeta> = {}): ListMeta => ({
  total,
  total_capped: false,
  total_estimated: false,
  page: 1,
  per_page: '60',
  ...marks,
})

describe('the total under a list', () => {
  it('is exact up to the count cap, then an estimate marked as one, or the cap and a plus', async () => {
    expect(await totalText(meta(1), 'en')).toBe('1 row')
    expect(await totalText(meta(734), 'sv')).toBe('734 rader')
    expect(await totalText(meta(52000, { total_estimated: true }), 'en')).toBe('about 52 000 rows')
    expect(await totalText(meta(52000, { total_estimated: true }), 'sv')).toBe('cirka 52 000 rader')
    expect(await totalText(meta(1000, { total_capped: true }), 'en')).toBe('1 000+ rows')
  })
})
