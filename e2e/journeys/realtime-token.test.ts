import { describe, expect, it } from 'vitest'
import { signIn } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { makeBuyerCompanyAdmin, profileMenuHas, watchUserChannel } from '../support/realtime.ts'

// Access tokens of four seconds: the server ends a socket when its token expires, and the tab must
// refresh its token and come back on its own.
const app = journey(3226, { ACCESS_TOKEN_SECONDS: '4' })

describe('real-time connection over token refreshes', () => {
  it('reconnects with a refreshed token after the old one expired, and still receives events', async () => {
    const buyer = await app.newPage()
    const channel = watchUserChannel(buyer)
    await signIn(buyer, 'buyer@nordic.demo')
    await buyer.waitForURL('**/dashboard')
    await channel.joined(1)
    // Two expiries later the tab has twice come back with a new token and subscribed again.
    await channel.joined(3)
    expect(await profileMenuHas(buyer, 'Användare och roller')).toBe(false)
    await buyer.evaluate(() => Object.assign(window, { beforeReload: true }))

    const base = app.server.url
    await makeBuyerCompanyAdmin(base)

    await buyer.waitForFunction(() => !('beforeReload' in window))
    await buyer.getByTestId('dashboard-greeting').waitFor()
    expect(await profileMenuHas(buyer, 'Användare och roller')).toBe(true)
    await buyer.context().close()
  })
})
