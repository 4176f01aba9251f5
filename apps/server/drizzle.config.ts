import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/platform/db/schema.ts',
  out: './apps/server/migrations',
  entities: { roles: { provider: '', exclude: ['app_user'] } },
})
