import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { type AppServer, startAppServer } from './app-server.ts'
import { launchBrowser, newPage } from './browser.ts'
import { pinJourneyClock } from './clock.ts'

export interface Journey {
  readonly server: AppServer
  newPage(): Promise<Page>
}

// A journey file's own app server (on its own port, so files run side by side) and browser, started
// before its tests and stopped after them, on the journeys' day (clock.ts). `env` adds to the server's
// environment (the files of a worker share one process: none may change process.env).
export function journey(port: number, env: Record<string, string> = {}): Journey {
  pinJourneyClock()
  let server: AppServer | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    server = await startAppServer(port, env)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  return {
    get server() {
      if (!server) throw new Error('the app server starts in beforeAll')
      return server
    },
    newPage() {
      if (!browser || !server) throw new Error('the browser starts in beforeAll')
      return newPage(browser, server.url)
    },
  }
}
