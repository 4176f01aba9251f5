import type { Page } from 'playwright-core'
import { api, apiSignIn } from './api.ts'

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

type User = {
  id: string
  first_name: string
  last_name: string
  locale: string
  session_time: number
  roles: Array<{ id: string }>
  version: number
}

// Set-up through the API: the company admin adds the Company admin role to Erik the buyer.
export async function makeBuyerCompanyAdmin(baseUrl: string) {
  const token = await apiSignIn(baseUrl, 'admin@nordic.demo')
  const erik = (await api<{ data: User[] }>(baseUrl, token, 'GET', '/users?search=buyer')).data[0]!
  const roles = await api<{ data: Array<{ id: string; role_type: number }> }>(baseUrl, token, 'GET', '/roles')
  await api(baseUrl, token, 'PUT', `/users/${erik.id}`, {
    first_name: erik.first_name,
    last_name: erik.last_name,
    locale: erik.locale,
    session_time: erik.session_time,
    role_ids: [...erik.roles.map((role) => role.id), roles.data.find((role) => role.role_type === 3)!.id],
    group_ids: [],
    version: erik.version,
  })
}
