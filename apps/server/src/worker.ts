import { buildApp } from './app.ts'
import { loadConfig } from './platform/config/config.ts'

// A process that runs background jobs and serves no HTTP (`npm run worker`), beside server instances
// that may set JOB_WORKER=false. The app is built but never listens, so every module registers its
// job types exactly as in the server.
const config = loadConfig(process.env, { jobWorker: true })
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL: the embedded database belongs to the server process, whose own worker runs its jobs.',
  )
  process.exit(1)
}
const { app, platform, close } = await buildApp(config)
await app.ready()
platform.log.info('Supplyflow job worker is running')

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    platform.log.info(`${signal} received, finishing running jobs`)
    await close()
    process.exit(0)
  })
}
