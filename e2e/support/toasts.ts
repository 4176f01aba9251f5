import type { Page } from 'playwright-core'

// Closes the toasts on screen and waits until they are gone, as a user would rather than wait for them:
// one sliding out under the pointer takes the click meant for what it covered (the profile menu sits
// where toasts appear).
export async function closeToasts(page: Page) {
  await page
    .locator('.mantine-Notification-root .mantine-Notification-closeButton')
    .evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLElement).click()
    })
  await page.waitForFunction(() => !document.querySelector('.mantine-Notification-root'), undefined, {
    timeout: 5_000,
  })
}
