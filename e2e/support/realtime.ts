import type { Page } from 'playwright-core'

// Counts the times the page's socket subscribed to its user channel and the server said yes (a new
// socket after a reconnect subscribes again); `joined(n)` resolves once that happened n times.
export function watchUserChannel(page: Page) {
  let joins = 0
  const waiters: Array<{ count: number; resolve: () => void }> = []
  page.on('websocket', (socket) => {
    let asked = false
    socket.on('framesent', (frame) => {
      if (String(frame.payload).includes('"subscribe","users.')) asked = true
    })
    socket.on('framereceived', (frame) => {
      if (!asked || !String(frame.payload).includes('"ok":true')) return
      asked = false
      joins += 1
      for (const waiter of waiters.filter((w) => w.count <= joins)) waiter.resolve()
    })
  })
  return {
    joined: (count = 1) =>
      new Promise<void>((resolve) => {
        if (joins >= count) resolve()
        else waiters.push({ count, resolve })
      }),
  }
}

// Whether the profile menu offers this entry (the admin entries follow the user's permissions).
export async function profileMenuHas(page: Page, entry: string) {
  await page.getByTestId('profile-menu').click()
  await page.getByRole('menuitem', { name: /^(Logga ut|Sign out)$/ }).waitFor()
  const shown = (await page.getByRole('menuitem', { name: entry }).count()) > 0
  await page.keyboard.press('Escape')
  return shown
}
