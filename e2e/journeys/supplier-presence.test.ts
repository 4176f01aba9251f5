import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'

const app = journey(3311)

// Issue #3's presence journey on the supplier card: two users of one company on the same card.
describe('who else is on a supplier card', () => {
  it('each of two colleagues sees the other in the banner; when one leaves, it goes', async () => {
    const anna = await app.newPage()
    const erik = await app.newPage()
    for (const [page, email] of [
      [anna, 'admin@nordic.demo'],
      [erik, 'buyer@nordic.demo'],
    ] as const) {
      await page.addInitScript(() => localStorage.setItem('locale', 'en'))
      await signIn(page, email)
      await page.waitForURL('**/dashboard')
    }
    await anna.goto('/suppliers')
    await anna.getByRole('row', { name: /Baltic Knit Ltd/ }).click()
    await anna.getByRole('heading', { level: 1, name: 'Baltic Knit Ltd' }).waitFor()
    const card = new URL(anna.url()).pathname
    await erik.goto(card)
    await erik.getByRole('heading', { level: 1, name: 'Baltic Knit Ltd' }).waitFor()

    await erik
      .getByTestId('presence-banner')
      .getByText(/Anna Berg/)
      .waitFor()
    await anna
      .getByTestId('presence-banner')
      .getByText(/Erik Lund/)
      .waitFor()
    await snapshot(anna, 'supplier-card-presence-en')
    await expect(seriousViolations(anna)).resolves.toEqual([])

    // Erik leaves for the dashboard: Anna is alone on the card again.
    await erik.goto('/dashboard')
    await anna.getByTestId('presence-banner').waitFor({ state: 'detached' })
    await expect(erik.getByTestId('presence-banner').count()).resolves.toBe(0)
    expect([...missingTextKeys(anna), ...missingTextKeys(erik)]).toEqual([])
    await anna.context().close()
    await erik.context().close()
  })
})
