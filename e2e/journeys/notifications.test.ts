import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3231)

type User = {
  id: string
  first_name: string
  last_name: string
  locale: string
  session_time: number
  version: number
  roles: Array<{ id: string }>
  groups: Array<{ id: string }>
}

type Role = { id: string; name: string; role_type: number; permissions: string[] }

// A copy of the buyer's role: moving the buyer in and out of it changes his roles (a notification) but
// not his permissions, so his tab is not reloaded for a permission change and the bell must update live.
async function copyBuyerRole(adminToken: string, buyerId: string) {
  const buyer = await api<User>(app.server.url, adminToken, 'GET', `/users/${buyerId}`)
  const role = await api<Role>(app.server.url, adminToken, 'GET', `/roles/${buyer.roles[0]!.id}`)
  const copy = await api<Role>(app.server.url, adminToken, 'POST', '/roles', {
    name: `${role.name} (kopia)`,
    role_type: role.role_type,
    permissions: role.permissions,
  })
  return { role: role.id, copy: copy.id }
}

async function changeBuyerRoles(adminToken: string, buyerId: string, roles: { role: string; copy: string }) {
  const buyer = await api<User>(app.server.url, adminToken, 'GET', `/users/${buyerId}`)
  const hasCopy = buyer.roles.some((role) => role.id === roles.copy)
  await api(app.server.url, adminToken, 'PUT', `/users/${buyerId}`, {
    first_name: buyer.first_name,
    last_name: buyer.last_name,
    locale: buyer.locale,
    session_time: buyer.session_time,
    role_ids: hasCopy ? [roles.role] : [roles.role, roles.copy],
    group_ids: buyer.groups.map((group) => group.id),
    version: buyer.version,
  })
}

describe('notifications', () => {
  it('a role change rings the open tab’s bell, opening it marks read, the history keeps it (sv, then en)', async () => {
    const adminToken = await apiSignIn(app.server.url, 'admin@nordic.demo')
    const buyerToken = await apiSignIn(app.server.url, 'buyer@nordic.demo')
    const me = await api<{ id: string }>(app.server.url, buyerToken, 'POST', '/auth/user')
    const roles = await copyBuyerRole(adminToken, me.id)
    const page = await app.newPage()
    // The tab's socket reaches the server only after the change: a notification made while the tab was
    // still connecting reached no socket, and the bell must count it all the same once the tab joins.
    let connect = () => {}
    const connected = new Promise<void>((resolve) => {
      connect = resolve
    })
    await page.routeWebSocket(/\/socket\.io\//, async (socket) => {
      await connected
      socket.connectToServer()
    })
    const bellRead = page.waitForResponse((response) => response.url().includes('/api/unread-notifications'))
    await signIn(page, 'buyer@nordic.demo')
    await page.waitForURL('**/dashboard')
    const bell = page.getByTestId('notification-bell')
    await bellRead
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Aviseringar, 0 olästa')

    // No reload: the count comes over the real-time channel, and the page keeps its state.
    await page.evaluate(() => Object.assign(window, { beforeTheChange: true }))
    await changeBuyerRoles(adminToken, me.id, roles)
    connect()
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 5_000 }).toBe('Aviseringar, 1 oläst')
    await expect(page.evaluate(() => 'beforeTheChange' in window)).resolves.toBe(true)
    await expect(page.getByTestId('bell-badge').textContent()).resolves.toContain('1')

    await bell.click()
    const popover = page.getByTestId('notification-popover')
    await popover.getByText(/^Anna Berg ändrade dina roller\. Dina roller nu:/).waitFor()
    await popover.getByRole('link', { name: 'Öppna mitt konto' }).waitFor()
    await popover.getByText('Inga fler aviseringar').waitFor()
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Aviseringar, 0 olästa')
    await expect
      .poll(
        async () =>
          (
            await api<{ unreadNotificationsCount: number }>(
              app.server.url,
              buyerToken,
              'GET',
              '/unread-notifications',
            )
          ).unreadNotificationsCount,
        { timeout: 10_000 },
      )
      .toBe(0)
    await snapshot(page, 'notifications-bell-sv')
    await expect(seriousViolations(page)).resolves.toEqual([])

    await popover.getByRole('link', { name: 'Visa alla aviseringar' }).click()
    await page.waitForURL('**/notifications')
    await page.getByRole('heading', { level: 1, name: 'Aviseringshistorik' }).waitFor()
    const row = page.getByRole('row').filter({ hasText: 'Anna Berg ändrade dina roller' })
    await row.getByText('Läst').waitFor()
    await snapshot(page, 'notifications-history-sv')
    await expect(seriousViolations(page)).resolves.toEqual([])

    // Reopened, the bell starts from what is still unread.
    await bell.click()
    await popover.getByText('Inget att visa').waitFor()
    await bell.click()

    // The stored message follows the reader's language, not the sender's.
    await chooseLanguage(page, 'en')
    await page.getByRole('heading', { level: 1, name: 'Notification history' }).waitFor()
    await page
      .getByRole('row')
      .filter({ hasText: /^.*Anna Berg changed your roles\. Your roles now:/ })
      .getByText('Read')
      .waitFor()
    await snapshot(page, 'notifications-history-en')
    await expect(seriousViolations(page)).resolves.toEqual([])

    // Sixteen more: the popover shows 15, loads the last one as it scrolls, then says there are no more.
    for (let i = 0; i < 16; i++) await changeBuyerRoles(adminToken, me.id, roles)
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications, 16 unread')
    // After a reload the bell holds the server's first page only.
    await page.reload()
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications, 16 unread')
    await bell.click()
    await expect.poll(() => popover.getByTestId('notification-item').count(), { timeout: 10_000 }).toBe(15)
    await expect(popover.getByText('No more notifications').count()).resolves.toBe(0)
    await popover.getByTestId('notification-item').last().scrollIntoViewIfNeeded()
    await expect.poll(() => popover.getByTestId('notification-item').count(), { timeout: 10_000 }).toBe(16)
    await popover.getByText('No more notifications').waitFor()
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications, 0 unread')
    await snapshot(page, 'notifications-bell-en')
    await popover.getByRole('button', { name: 'Mark all as read' }).waitFor()
    await bell.click()
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })

  it('settings: per type and channel in tabs, saved with a version, push says what this browser allows', async () => {
    const page = await app.newPage()
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    await page.getByTestId('profile-menu').click()
    await page.getByRole('menuitem', { name: 'Aviseringsinställningar' }).click()
    await page.waitForURL('**/account/notifications')
    await page.getByRole('heading', { level: 1, name: 'Aviseringsinställningar' }).waitFor()
    for (const tab of ['E-post', 'I appen', 'Push', 'Inställningar'])
      await page.getByRole('tab', { name: tab }).waitFor()
    const email = page.getByRole('tabpanel', { name: 'E-post' })
    await expect(email.getByRole('switch', { name: 'Användare inbjuden' }).isChecked()).resolves.toBe(false)
    await snapshot(page, 'notification-settings-sv')
    await email.getByRole('switch', { name: 'Användare inbjuden' }).click()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await page.getByRole('button', { name: 'Spara inställningar' }).click()
    await page.getByText('Dina aviseringsinställningar har sparats').waitFor()
    const adminToken = await apiSignIn(app.server.url, 'admin@nordic.demo')
    const saved = await api<{ version: number; types: Record<string, { email: boolean }> }>(
      app.server.url,
      adminToken,
      'GET',
      '/notification-settings',
    )
    expect(saved.version).toBe(1)
    expect(saved.types['user-invited']!.email).toBe(true)

    await chooseLanguage(page, 'en')
    await page.getByRole('tab', { name: 'Push' }).click()
    await page.waitForURL('**/account/notifications?tab=push')
    const push = page.getByRole('tabpanel', { name: 'Push' })
    // Headless Chromium has a Push API but no push service: whichever of the three states it reports,
    // the tab says it in words.
    await push
      .getByText(/^(This browser|Push is blocked in this browser|Push is not available in this browser)$/)
      .waitFor()
    await push.getByRole('switch', { name: 'Roles changed' }).waitFor()
    await snapshot(page, 'notification-settings-push-en')
    await expect(seriousViolations(page)).resolves.toEqual([])
    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.getByRole('switch', { name: 'Pause all e-mail notifications' }).waitFor()
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
