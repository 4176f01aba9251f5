import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // Every table is a `*.table.ts` file, wherever its module keeps it.
  schema: './apps/server/src/**/*.table.ts',
  out: './apps/server/migrations',
  entities: { roles: { provider: '', exclude: ['app_user'] } },
})
