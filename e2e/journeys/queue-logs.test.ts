import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { storyLanguages } from '../support/languages.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3211)

const words = {
  sv: {
    users: 'Användare',
    invite: 'Bjud in användare',
    inviteTitle: 'Bjud in en användare',
    email: 'E-post',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    role: 'Inköpare',
    send: 'Skicka inbjudan',
    insights: 'Insikter',
    queueLog: 'Kölogg',
    job: 'E-postutskick',
    completed: 'Klar',
    log: 'Logg',
    logLine: 'Ingen SMTP-server är inställd: e-postmeddelandet sparas i utkorgen',
    profile: 'Användare och roller',
  },
  en: {
    users: 'Users',
    invite: 'Invite user',
    inviteTitle: 'Invite a user',
    email: 'E-mail',
    firstName: 'First name',
    lastName: 'Last name',
    role: 'Inköpare',
    send: 'Send invitation',
    insights: 'Insights',
    queueLog: 'Queue log',
    job: 'E-mail delivery',
    completed: 'Completed',
    log: 'Log',
    logLine: 'No SMTP server configured: the mail is kept in the outbox',
    profile: 'Users and roles',
  },
}

async function inviteColleague(page: Page, w: (typeof words)['sv'], email: string) {
  await page.getByTestId('profile-menu').click()
  await page.getByRole('menuitem', { name: w.profile }).click()
  await page.getByRole('heading', { level: 1, name: w.users }).waitFor()
  await page.getByTestId('invite-user').click()
  const modal = page.getByRole('dialog', { name: w.inviteTitle })
  await modal.getByLabel(w.email).fill(email)
  await modal.getByLabel(w.firstName).fill('Kim')
  await modal.getByLabel(w.lastName).fill('Ek')
  await modal.getByTestId('role-picker').click()
  await page.getByRole('option', { name: w.role }).click()
  await page.keyboard.press('Escape')
  await modal.getByRole('button', { name: w.send }).click()
  await modal.waitFor({ state: 'hidden' })
}

describe('the queue log', () => {
  for (const locale of storyLanguages('en')) {
    it(`shows the invitation mail's delivery job, completed, and its detail (${locale})`, async () => {
      const w = words[locale]
      const page = await app.newPage()
      await signIn(page, 'admin@nordic.demo')
      await page.waitForURL('**/dashboard')
      if (locale === 'en') await chooseLanguage(page, 'en')
      await inviteColleague(page, w, `kim.${locale}@nordic.demo`)

      await chooseFromNavbar(page, w.insights, w.queueLog)
      await page.waitForURL('**/reports/queue-logs')
      await page.getByRole('heading', { level: 1, name: w.queueLog }).waitFor()
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1)
      // The newest job first: the delivery of the mail just sent, already done by the worker.
      const row = page.getByRole('row', { name: new RegExp(w.job) }).first()
      await row.getByText(w.completed).waitFor()
      await expect(row.textContent()).resolves.toContain('Anna Berg')
      await snapshot(page, `queue-logs-${locale}`)
      await expect(seriousViolations(page)).resolves.toEqual([])

      await row.click()
      const detail = page.getByTestId('queue-job-detail')
      await detail.waitFor()
      await detail.getByRole('heading', { name: w.log }).waitFor()
      await detail.getByText(w.logLine).waitFor()
      await expect(detail.textContent()).resolves.toContain('100 %')
      // The drawer slides in; check and picture it once it has arrived.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      await snapshot(page, `queue-job-detail-${locale}`)
      await expect(seriousViolations(page)).resolves.toEqual([])
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })
  }
})
