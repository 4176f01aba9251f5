import path from 'node:path'
import { repoRoot } from './repo-root.ts'

export interface Config {
  port: number
  host: string
  dataDir: string
  // Where uploaded files are kept (platform/files); the database holds only their names and keys.
  filesDir: string
  databaseUrl: string | undefined
  redisUrl: string | undefined
  trustProxy: boolean
  smtpUrl: string | undefined
  mailFrom: string
  publicUrl: string
  platformTeamEmail: string
  logLevel: string
  isProduction: boolean
  seedDemo: boolean
  // Whether this process runs background jobs; instances that only serve HTTP turn it off.
  jobWorker: boolean
  webDist: string | undefined
  accessTokenSeconds: number
  refreshTokenSeconds: number
  // The third-party helpdesk's chat and support widget (spec §1, decision 0060): off unless both are set.
  supportWidget: SupportWidgetConfig | undefined
}

export interface SupportWidgetConfig {
  // The helpdesk's script, loaded into signed-in pages; its origin joins the page's CSP.
  scriptUrl: string
  // Shared with the helpdesk, which checks the identity tokens signed with it; never sent to a browser.
  secret: string
}

// Both settings or neither: one without the other is a mistake the server refuses to start with.
function supportWidget(env: NodeJS.ProcessEnv): SupportWidgetConfig | undefined {
  const scriptUrl = env.SUPPORT_WIDGET_SCRIPT_URL || undefined
  const secret = env.SUPPORT_WIDGET_SECRET || undefined
  if (!scriptUrl && !secret) return undefined
  if (!scriptUrl || !secret)
    throw new Error('SUPPORT_WIDGET_SCRIPT_URL and SUPPORT_WIDGET_SECRET are set together, or neither')
  if (!/^https?:$/.test(new URL(scriptUrl).protocol))
    throw new Error('SUPPORT_WIDGET_SCRIPT_URL must be an http(s) address')
  if (secret.length < 32) throw new Error('SUPPORT_WIDGET_SECRET must be at least 32 characters')
  return { scriptUrl, secret }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 3000)
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'))
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Supplyflow <no-reply@supplyflow.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    platformTeamEmail: env.PLATFORM_TEAM_EMAIL ?? 'sales@supplyflow.local',
    logLevel: env.LOG_LEVEL ?? 'info',
    isProduction: env.NODE_ENV === 'production',
    seedDemo: env.SEED_DEMO !== 'false',
    jobWorker: env.JOB_WORKER !== 'false',
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    // Spec §9 gives refresh max age 396000 (seconds here); access tokens stay short and are refreshed.
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 900),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 396000),
    supportWidget: supportWidget(env),
    ...overrides,
  }
}
