import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerProcess } from '../../apps/server/src/testing/server-process.ts'
import { unpinClock } from '../../apps/server/src/testing/test-clock.ts'
import { freshDatabase } from '../../apps/server/src/testing/test-database.ts'
import { startBuiltServer } from '../support/app-server.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchBrowser, missingTextKeys, newPage, signIn, snapshot } from '../support/browser.ts'
import { makeBuyerCompanyAdmin, profileMenuHas, watchUserChannel } from '../support/realtime.ts'

// Instances as in production: one PostgreSQL database, one Redis, the browser on instance B. Real time,
// as PostgreSQL's now() cannot be moved (files before this one in the process may have pinned it).
unpinClock()
const pgAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist')

let database: Awaited<ReturnType<typeof freshDatabase>>
const servers: ServerProcess[] = []
let browser: Browser
const tmpDirs: string[] = []

const start = async (port: number, env: Record<string, string> = {}) => {
  const server = await startBuiltServer(port, {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    SEED_DEMO: 'true',
    PUBLIC_URL: `http://localhost:${port}`,
    ...env,
  })
  servers.push(server)
  return server
}

let a: ServerProcess
let b: ServerProcess

beforeAll(async () => {
  database = await freshDatabase(pgAdminUrl)
  // One after the other: the first start applies the migrations and seeds the demo data.
  a = await start(3222)
  b = await start(3223)
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  for (const server of servers) await server.stop()
  await database?.drop()
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('real-time across two instances', () => {
  let buyer: Page

  it('reloads a tab on instance B when an admin on instance A gives the buyer the admin role', async () => {
    buyer = await newPage(browser, b.url)
    const channel = watchUserChannel(buyer)
    await signIn(buyer, 'buyer@nordic.demo')
    await buyer.waitForURL('**/dashboard')
    await channel.joined()
    expect(await profileMenuHas(buyer, 'Användare och roller')).toBe(false)
    await buyer.evaluate(() => Object.assign(window, { beforeReload: true }))

    await makeBuyerCompanyAdmin(a.url)

    await buyer.waitForFunction(() => !('beforeReload' in window))
    await buyer.getByTestId('dashboard-greeting').waitFor()
    expect(await profileMenuHas(buyer, 'Användare och roller')).toBe(true)
  })

  it('shows the new-version banner when an instance with another web build starts, and reloads from it', async () => {
    const channel = watchUserChannel(buyer)
    await buyer.reload()
    await channel.joined()
    const nextBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'web-next-'))
    tmpDirs.push(nextBuild)
    fs.cpSync(webDist, nextBuild, { recursive: true })
    fs.writeFileSync(path.join(nextBuild, 'build-id.txt'), 'next-build')
    await start(3224, { WEB_DIST: nextBuild })

    const banner = buyer.getByTestId('new-version')
    await banner.getByText('En ny version av Supplyflow finns').waitFor()
    await snapshot(buyer, 'realtime-new-version-sv')
    await expect(seriousViolations(buyer)).resolves.toEqual([])
    expect(missingTextKeys(buyer)).toEqual([])

    await buyer.getByText('EN', { exact: true }).click()
    await banner.getByText('A new version of Supplyflow is available').waitFor()
    await snapshot(buyer, 'realtime-new-version-en')

    // Instance B still serves the build this tab has: after the reload there is nothing new to offer.
    await banner.getByRole('button', { name: 'Reload' }).click()
    await buyer.getByTestId('dashboard-greeting').waitFor()
    await expect(buyer.getByTestId('new-version').count()).resolves.toBe(0)
    await buyer.context().close()
  })
})
