import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/testing/api-global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // argon2 and the embedded database are CPU-heavy: two workers for two cores.
          maxWorkers: 2,
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
          fileParallelism: false,
        },
      },
    ],
  },
})
