import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, signInWithForm, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3202)

const invitee = { first: 'Maja', last: 'Holm', email: 'maja.holm@nordic.demo', password: 'Tallskog2026' }

async function openProfileMenuItem(page: Page, item: string) {
  await page.getByTestId('profile-menu').click()
  await page.getByRole('menuitem', { name: item }).click()
}

describe('inviting a colleague', () => {
  it('admin invites a user by mail; the user follows the link, joins, signs out and in again', async () => {
    const page = await app.newPage()
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { name: 'Välkommen, Anna' }).waitFor()
    await chooseLanguage(page, 'en')
    await page.getByRole('heading', { name: 'Welcome, Anna' }).waitFor()

    await openProfileMenuItem(page, 'Users and roles')
    await page.waitForURL('**/admin/users')
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor()
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1)
    await page.getByText('buyer@nordic.demo').waitFor()
    await snapshot(page, 'users-en')
    await expect(seriousViolations(page)).resolves.toEqual([])

    await page.getByTestId('invite-user').click()
    const modal = page.getByRole('dialog', { name: 'Invite a user' })
    await modal.getByLabel('E-mail').fill(invitee.email)
    await modal.getByLabel('First name').fill(invitee.first)
    await modal.getByLabel('Last name').fill(invitee.last)
    await modal.getByTestId('role-picker').click()
    await page.getByRole('option', { name: 'Inköpare' }).click()
    await page.keyboard.press('Escape')
    // The company has no groups yet: the picker says so rather than opening empty.
    await modal.getByTestId('group-picker').click()
    await page.getByText('Nothing to choose from').waitFor()
    await page.keyboard.press('Escape')
    await snapshot(page, 'invite-modal-en')
    await modal.getByRole('button', { name: 'Send invitation' }).click()
    await page.getByText(`An invitation has been sent to ${invitee.email}`).waitFor()
    await modal.waitFor({ state: 'hidden' })
    await page.getByRole('row', { name: new RegExp(invitee.email) }).waitFor()

    // The invitation as it went out: the company's mail log, opened from the admin navigation.
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Mail log' })
      .click()
    await page.waitForURL('**/admin/outbox')
    await page.getByRole('heading', { level: 1, name: 'Mail log' }).waitFor()
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1)
    const mailRow = page.getByRole('row', { name: new RegExp(invitee.email) })
    await mailRow.waitFor()
    await snapshot(page, 'outbox-en')
    await expect(seriousViolations(page)).resolves.toEqual([])
    await mailRow.click()
    const detail = page.getByTestId('outbox-detail')
    await detail.waitFor()
    await snapshot(page, 'outbox-detail-en')
    const inviteLink = detail.getByRole('link', { name: /\/invite\// })
    const href = await inviteLink.getAttribute('href')
    // A signed-in user who opens a guest page goes to the dashboard (spec §2.6): the admin's own tab
    // does not offer her a second account.
    const [opened] = await Promise.all([page.context().waitForEvent('page'), inviteLink.click()])
    await opened.waitForURL('**/dashboard')
    await opened.close()

    // The invited user's side, in a browser of her own.
    const join = await app.newPage()
    await join.goto(href!)
    await chooseLanguage(join, 'en', { signedIn: false })
    await join.getByRole('heading', { name: 'Join Nordic Outdoor AB on Supplyflow' }).waitFor()
    await expect(join.getByLabel('E-mail').inputValue()).resolves.toBe(invitee.email)
    await snapshot(join, 'invite-page-en')
    await expect(seriousViolations(join)).resolves.toEqual([])
    await join.getByLabel('First name').fill(invitee.first)
    await join.getByLabel('Last name').fill(invitee.last)
    await join.locator('form').getByLabel('Language').click()
    await join.getByRole('option', { name: 'Svenska' }).click()
    await join.getByLabel('Password', { exact: true }).fill(invitee.password)
    await join.getByLabel('Confirm password').fill(invitee.password)
    await join.getByRole('button', { name: 'Create account' }).click()
    await join.waitForURL('**/dashboard')
    // The language the new user chose is the one the app speaks to them in.
    await join.getByRole('heading', { name: 'Välkommen, Maja' }).waitFor()
    await expect(join.getByTestId('user-avatar').textContent()).resolves.toBe('MH')

    await openProfileMenuItem(join, 'Logga ut')
    await join.waitForURL('**/login')
    await signInWithForm(join, invitee.email, invitee.password)
    await join.waitForURL('**/dashboard')
    await join.getByRole('heading', { name: 'Välkommen, Maja' }).waitFor()
    expect([...missingTextKeys(page), ...missingTextKeys(join)]).toEqual([])
    await page.context().close()
  })
})
