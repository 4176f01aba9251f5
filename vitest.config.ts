import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/testing/api-global-setup.ts'],
          setupFiles: ['apps/server/src/testing/overlapping-queries-guard.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // argon2 and the embedded database are CPU-heavy: two workers for two cores. On PostgreSQL a
          // worker waits while the database server works, and a third worker fills that wait (87 s
          // instead of 101 s; on PGlite a third worker gains nothing).
          maxWorkers: process.env.TEST_PG_URL ? 3 : 2,
          // Each file builds its own app on its own database copy and closes it; what they share is the
          // module graph, loaded once per worker instead of once per file (the suite took 380 s on PGlite
          // and 199 s on PostgreSQL isolated, 156 s and 79 s not; also green with files shuffled).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/csp-guard.ts'],
          testTimeout: 120000,
          hookTimeout: 180000,
          // A poll waits for what the app shows as long as a locator does (the pages' 15 s, browser.ts):
          // vitest's own second is less than a busy machine takes for a server's answer to reach the page.
          expect: { poll: { timeout: 15_000 } },
          // Three files side by side, each with its server and browser: a journey waits on its browser
          // and server in turn and leaves part of the two cores idle, which the others use (three
          // workers took 422 s where two took 446 s; four would only add contention).
          maxWorkers: 3,
          // The files of a worker share its modules (Playwright and the contracts load once, not per
          // file: 50 s of the suite); each starts and stops its own server and browser, and none may
          // change process.env (a server's environment is passed to it).
          isolate: false,
        },
      },
    ],
  },
})
