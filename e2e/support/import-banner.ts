import type { Page } from 'playwright-core'

export type SeenBanner = { banner: Array<{ shown: boolean; link: string | null }>; stored: string[] }

// Records in the page, from before its first script runs, every time the import banner comes or goes
// (with its link) and every sync status the page stores: an import shorter than a poll is still seen.
// `staleStatus` seeds the status a closed tab could have left behind.
export async function watchBanner(page: Page, staleStatus?: 'true') {
  await page.addInitScript((stale) => {
    if (stale && !sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('syncStatus', stale)
    }
    const seen: SeenBanner = { banner: [], stored: [] }
    Object.assign(window, { seen })
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'syncStatus') seen.stored.push(value)
      setItem.call(this, key, value)
    }
    let shown = false
    new MutationObserver(() => {
      const banner = document.querySelector('[data-testid=import-banner]')
      if (Boolean(banner) === shown) return
      shown = Boolean(banner)
      seen.banner.push({ shown, link: banner?.querySelector('a')?.getAttribute('href') ?? null })
    }).observe(document, { childList: true, subtree: true })
  }, staleStatus)
}

// What the page saw; a reconnecting socket is told the status again, so what counts is each change.
export async function seenBanner(page: Page) {
  const { banner, stored } = await page.evaluate(() => (window as unknown as { seen: SeenBanner }).seen)
  return { banner, stored: stored.filter((value, i) => value !== stored[i - 1]) }
}

// Until the page has stored a sync status at all (its socket joined the company's sync channel).
export const bannerWatching = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { seen: SeenBanner }).seen.stored.length > 0)

// Until a sync has started and ended in the page, and the banner has gone with it: the page stores the
// status before React takes the banner down, so the status alone comes a render too early.
export const syncEnded = (page: Page) =>
  page.waitForFunction(
    () => {
      const { stored, banner } = (window as unknown as { seen: SeenBanner }).seen
      return stored.includes('true') && stored.at(-1) === 'false' && banner.at(-1)?.shown !== true
    },
    null,
    { timeout: 60_000 },
  )
