import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { bannerWatching, type SeenBanner, seenBanner, watchBanner } from '../support/import-banner.ts'
import { journey } from '../support/journey.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3400)

// A tab signed in and on its company's sync channel: the server answered the subscribe with the
// current status, which the tab stored.
async function openTab(email: string, locale: 'sv' | 'en', staleStatus?: 'true') {
  const page = await app.newPage()
  await watchBanner(page, staleStatus)
  await signIn(page, email)
  await page.waitForURL('**/dashboard')
  await chooseLanguage(page, locale)
  await bannerWatching(page)
  return page
}

// Long enough to be seen running (the job writes 500 rows per transaction), well under 1 MB.
const rows = 4000
const csv = [
  'Article ID;Name',
  ...Array.from({ length: rows }, (_, i) => `BNR-${i + 1};Banner article ${i + 1}`),
].join('\n')

async function startImport(base: string) {
  const token = await apiSignIn(base, 'admin@nordic.demo')
  const response = await fetch(`${base}/api/articles/imports?file_name=banner.csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: csv,
  })
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`)
  const { id } = (await response.json()) as { id: string }
  const mapping = { mapping: { code: 0, name: 1 } }
  await api(base, token, 'POST', `/articles/imports/${id}/check`, mapping)
  await api(base, token, 'POST', `/articles/imports/${id}/start`, mapping)
  return { token, id }
}

describe('the import banner', () => {
  it('comes while an article import runs and goes when it is done, for users with bc.workflow.comments', async () => {
    const anna = {
      sv: await openTab('admin@nordic.demo', 'sv'),
      en: await openTab('admin@nordic.demo', 'en'),
    }
    // Erik the purchaser lacks bc.workflow.comments: his tab stores the status but shows no banner.
    const erik = await openTab('buyer@nordic.demo', 'sv')
    for (const page of [anna.sv, anna.en, erik]) expect((await seenBanner(page)).stored).toEqual(['false'])

    const started = await startImport(app.server.url)
    for (const locale of ['sv', 'en'] as const) {
      const page = anna[locale]
      await page.waitForFunction(() => (window as unknown as { seen: SeenBanner }).seen.banner.length > 0)
      // While the import still runs (almost always), a picture and the accessibility check of the banner.
      if (await page.getByTestId('import-banner').isVisible()) {
        await snapshot(page, `import-banner-${locale}`)
        await expect(seriousViolations(page)).resolves.toEqual([])
      }
    }
    for (const page of [anna.sv, anna.en, erik])
      await page.waitForFunction(
        () => (window as unknown as { seen: SeenBanner }).seen.stored.at(-1) === 'false',
        null,
        {
          timeout: 90_000,
        },
      )

    const done = await api<{ status: string; created_count: number }>(
      app.server.url,
      started.token,
      'GET',
      `/articles/imports/${started.id}`,
    )
    expect(done).toMatchObject({ status: 'completed', created_count: rows })
    for (const page of [anna.sv, anna.en]) {
      expect(await seenBanner(page)).toEqual({
        stored: ['false', 'true', 'false'],
        banner: [
          { shown: true, link: '/reports/queue-logs' },
          { shown: false, link: null },
        ],
      })
      await expect(page.getByTestId('import-banner').count()).resolves.toBe(0)
      await expect(page.evaluate(() => localStorage.getItem('syncStatus'))).resolves.toBe('false')
    }
    expect(await seenBanner(erik)).toEqual({ stored: ['false', 'true', 'false'], banner: [] })
    for (const page of [anna.sv, anna.en, erik]) {
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    }
  })

  it('is taken down when the tab was closed while an import ended (the stored status was still true)', async () => {
    const page = await openTab('admin@nordic.demo', 'sv', 'true')
    await page.waitForFunction(() => (window as unknown as { seen: SeenBanner }).seen.banner.length === 2)
    expect(await seenBanner(page)).toEqual({
      stored: ['false'],
      banner: [
        { shown: true, link: '/reports/queue-logs' },
        { shown: false, link: null },
      ],
    })
    await page.getByTestId('dashboard-greeting').waitFor()
    await expect(page.getByTestId('import-banner').count()).resolves.toBe(0)
    await page.context().close()
  })
})
