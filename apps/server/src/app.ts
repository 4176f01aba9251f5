import fastifyCookie from '@fastify/cookie'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { AnyEndpoint } from '@scm/contracts'
import Fastify, { type FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import pino, { type DestinationStream } from 'pino'
import qs from 'qs'
import { modules } from './modules/index.ts'
import { createAccessTokens } from './platform/auth/access-token.ts'
import type { Config } from './platform/config/config.ts'
import { type Database, openDatabase } from './platform/db/database.ts'
import { AppError } from './platform/errors/app-error.ts'
import { answerFrameworkError, registerErrorHandler } from './platform/errors/error-handler.ts'
import { createFileStore } from './platform/files/create-file-store.ts'
import { guestLinkRoutes } from './platform/guest-links/guest-link.routes.ts'
import { registerCompression } from './platform/http/compression.ts'
import type { Platform } from './platform/http/context.ts'
import { requestLogSerializer } from './platform/http/log-redaction.ts'
import { registerLocale } from './platform/http/route.ts'
import { registerSecurityHeaders } from './platform/http/security-headers.ts'
import { registerStaticWeb } from './platform/http/static-web.ts'
import { contractCompilers } from './platform/http/validation.ts'
import { createJobs, defaultWorkerOptions, type WorkerOptions } from './platform/jobs/job-worker.ts'
import { companySyncing } from './platform/jobs/sync-job.ts'
import { createMailer } from './platform/mail/mailer.ts'
import {
  collectParamSources,
  registerModuleJobs,
  registerModuleRoutes,
} from './platform/manifest/register-modules.ts'
import { broadcastingRoutes } from './platform/realtime/broadcasting.routes.ts'
import { createRealtime, readBuildId } from './platform/realtime/realtime.ts'
import { connectRedis } from './platform/redis/redis.ts'

export interface App {
  app: FastifyInstance
  platform: Platform
  database: Database
  // Every contract endpoint the app serves, in the order registered: what route-table tests walk.
  endpoints: AnyEndpoint[]
  close(): Promise<void>
}

// JSON bodies above this are refused with 413; file uploads get their own limit.
const bodyLimitBytes = 1024 * 1024

export async function buildApp(
  config: Config,
  options: {
    database?: Database
    // Where the log goes instead of stdout: tests read it to prove what it never prints.
    logStream?: DestinationStream
    jobs?: Partial<WorkerOptions>
  } = {},
): Promise<App> {
  const log = pino({ level: config.logLevel, serializers: { req: requestLogSerializer } }, options.logStream)
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }))
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    schemaController: contractCompilers,
    routerOptions: { querystringParser: (query) => qs.parse(query, { depth: 2, arrayLimit: 200 }) },
  }) as unknown as FastifyInstance
  const tokens = await createAccessTokens(database.db, config.accessTokenSeconds, process.env.JWT_SECRET)
  const realtime = await createRealtime({
    db: database.db,
    tokens,
    log,
    server: app.server,
    redis,
    buildId: readBuildId(config.webDist),
    syncStatus: (companyId) => companySyncing(database.db, companyId),
  })
  // Jobs raise events through this process's real-time server. In `npm run worker` it listens to no
  // browser: with REDIS_URL the adapter carries the events to the server instances' sockets; without
  // Redis nobody is reached, which is right, as no browser can be connected to that process.
  const jobs = createJobs(database.jobsDb, log, { ...defaultWorkerOptions, ...options.jobs }, realtime)
  const platform: Platform = {
    db: database.db,
    engine: database.engine,
    config,
    log,
    jobs,
    mailer: createMailer(database.db, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    files: createFileStore(config),
    tokens,
    realtime,
    params: collectParamSources(modules),
  }
  registerModuleJobs(jobs, platform, modules)

  // The API reads JSON only; text/plain is also what a cross-site form can post without a preflight.
  app.removeContentTypeParser('text/plain')
  registerLocale(app)
  registerErrorHandler(app)
  await app.register(fastifyCookie)
  registerSecurityHeaders(app)
  // Before any route: it compresses the answers of the routes registered after it.
  await registerCompression(app)
  await app.register(fastifyRateLimit, {
    global: false,
    // With Redis every instance counts against the same limit; if Redis fails mid-run the limit is
    // skipped rather than refusing every request.
    ...(redis ? { redis, skipOnError: true } : {}),
    // The plugin's own error carries no code and would reach the client as "something went wrong".
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, context.ban ? 'errors.forbidden' : 'errors.tooManyRequests'),
  })
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Supplyflow API', version: '1.0.0' }, servers: [{ url: '/api' }] },
    transform: jsonSchemaTransform,
  })
  // The base layout, without the top bar: its Swagger logo is an SVG with a <style> element, which the
  // Content-Security-Policy refuses (docs/decisions/0022).
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { layout: 'BaseLayout' } })
  const endpoints: AnyEndpoint[] = []
  app.addHook('onRoute', (options) => {
    // GET routes come with a HEAD twin that carries the same config.
    const endpoint = options.config?.endpoint
    if (endpoint && options.method === endpoint.method) endpoints.push(endpoint)
  })
  await app.register(
    async (api) => {
      broadcastingRoutes(api, platform)
      guestLinkRoutes(api, platform)
      registerModuleRoutes(api, platform, modules)
    },
    { prefix: '/api' },
  )
  const widget = config.supportWidget
  await registerStaticWeb(app, config.webDist, widget && new URL(widget.scriptUrl).origin)
  if (config.jobWorker) jobs.start()

  return {
    app,
    platform,
    database,
    endpoints,
    close: async () => {
      await platform.realtime.close()
      await app.close()
      await jobs.stop()
      redis?.disconnect()
      if (!options.database) await database.close()
    },
  }
}
