import type { Locale, ParamName } from '@scm/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { AccessTokens } from '../auth/access-token.ts'
import type { Principal } from '../auth/principal.ts'
import type { Config } from '../config/config.ts'
import type { Db, Tx } from '../db/database.ts'
import type { FileStore } from '../files/file-store.ts'
import type { Jobs } from '../jobs/job-worker.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { ParamSource } from '../manifest/module-manifest.ts'
import type { Realtime } from '../realtime/realtime.ts'

// What every request handler may use; built once per app.
export interface Platform {
  db: Db
  engine: 'pglite' | 'postgres'
  config: Config
  mailer: Mailer
  files: FileStore
  jobs: Jobs
  tokens: AccessTokens
  realtime: Realtime
  log: FastifyBaseLogger
  // The shared lists' sources, gathered from the module manifests.
  params: Record<ParamName, ParamSource>
}

export interface PublicContext {
  platform: Platform
  locale: Locale
  // The language the request named (?locale=), null when `locale` is only a fallback.
  chosenLocale: Locale | null
  ip: string
  log: FastifyBaseLogger
  // Work that must wait until the request's changes are committed (e-mail, jobs, events).
  afterCommit(task: () => Promise<void>): void
  setCookie(name: string, value: string, options: CookieOptions): void
  clearCookie(name: string, options: CookieOptions): void
  cookie(name: string): string | undefined
  bearer(): string | undefined
}

export interface CookieOptions {
  path: string
  maxAge?: number
}

// A signed-in request: the transaction runs as app_user with the acting company set.
export interface RequestContext extends PublicContext {
  tx: Tx
  principal: Principal
  companyId: string
  userId: string
}
