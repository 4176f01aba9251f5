import { MantineProvider } from '@mantine/core'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loadCatalogues } from '../../../lib/i18n/catalogues.ts'
import { applyPresence, othersPresent, presenceExcluded } from '../../../ui/presence/presence.ts'
import { PresenceBanner } from '../../../ui/presence/presence-banner.tsx'
import { ImportBanner, NewVersionBanner } from './realtime-banners.tsx'

const anna = { id: '00000000-0000-4000-8000-00000000000a', name: 'Anna Berg' }
const erik = { id: '00000000-0000-4000-8000-00000000000e', name: 'Erik Lund' }
const lina = { id: '00000000-0000-4000-8000-00000000000f', name: 'Lina Ozols' }

async function render(locale: 'sv' | 'en', node: ReactNode) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: await loadCatalogues(locale) },
    defaultNS: 'app',
    interpolation: { escapeValue: false },
  })
  // The visible text, without markup and the provider's style tags; links keep their target.
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  )
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>/g, ' [$1] ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('presence banner', () => {
  it('warns that the page is in use and names the one other viewer, in Swedish and English', async () => {
    expect(await render('sv', <PresenceBanner others={[erik]} />)).toBe(
      'Sidan används av andra Erik Lund tittar också på den här sidan.',
    )
    expect(await render('en', <PresenceBanner others={[erik]} />)).toBe(
      'This page is in use by others Erik Lund is also viewing this page.',
    )
  })

  it('lists several viewers by name', async () => {
    expect(await render('en', <PresenceBanner others={[anna, erik, lina]} />)).toContain(
      'Anna Berg, Erik Lund, and Lina Ozols are also viewing this page.',
    )
    expect(await render('sv', <PresenceBanner others={[anna, erik]} />)).toContain(
      'Anna Berg och Erik Lund tittar också på den här sidan.',
    )
  })
})

describe('import and new-version banners', () => {
  it('says an import is running and links to the queue logs', async () => {
    expect(await render('sv', <ImportBanner />)).toBe(
      'Import pågår En import körs. Artiklar, ordrar och bokningar kan ändras tills den är klar. [/reports/queue-logs] Visa kölogg',
    )
    expect(await render('en', <ImportBanner />)).toContain(
      'An import is running. Articles, orders and bookings may change until it is done.',
    )
  })

  it('offers to reload for a new version', async () => {
    expect(await render('en', <NewVersionBanner />)).toBe(
      'A new version of Supplyflow is available Reload the page to use it. Save your work first. Reload',
    )
  })
})

describe('presence state', () => {
  it('starts from here, adds joining and removes leaving members, each once', () => {
    let members = applyPresence([], 'presence:here', [anna, erik])
    members = applyPresence(members, 'presence:joining', lina)
    members = applyPresence(members, 'presence:joining', lina)
    expect(members).toEqual([anna, erik, lina])
    members = applyPresence(members, 'presence:leaving', erik)
    expect(members).toEqual([anna, lina])
  })

  it('shows the others, not the viewer, sorted by name', () => {
    expect(othersPresent([lina, erik, anna, erik], erik.id)).toEqual([anna, lina])
    expect(othersPresent([erik], erik.id)).toEqual([])
  })

  it('is not used on admin, reports, sales-orders and inventory pages', () => {
    for (const path of ['/admin/users', '/reports', '/reports/queue-logs', '/sales-orders/1', '/inventory'])
      expect(presenceExcluded(path), path).toBe(true)
    for (const path of ['/orders/1', '/quotations/7', '/inventory-transactions', '/dashboard'])
      expect(presenceExcluded(path), path).toBe(false)
  })
})
