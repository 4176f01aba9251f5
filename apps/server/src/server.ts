import { buildApp } from './app.ts'
import { loadConfig } from './platform/config/config.ts'
import { readBuildId } from './platform/realtime/realtime.ts'
import { demoCompanies, demoPassword, demoUsers } from './seed/demo-data.ts'
import { seedDemo } from './seed/seed-demo.ts'

const config = loadConfig()
const { app, platform, database, close } = await buildApp(config)

if (config.seedDemo) await seedDemo(database.db, platform.files)

await app.listen({ port: config.port, host: config.host })
// Browsers still running another web build (connected to this or, through Redis, to any instance)
// compare the id with their own and offer to reload (spec §7 NewVersionDeployed).
const buildId = readBuildId(config.webDist)
if (buildId) platform.realtime.toApp('NewVersionDeployed', { build: buildId })
platform.log.info(
  `Supplyflow is running at ${config.publicUrl} on ${database.engine === 'pglite' ? `embedded PGlite (${config.dataDir})` : 'PostgreSQL'}`,
)
platform.log.info(
  config.smtpUrl
    ? 'Mail is sent by SMTP; once delivered, its stored copy keeps no working link'
    : 'No SMTP_URL: mail stays in the outbox and its links are printed to this log (single-machine mode)',
)
if (config.seedDemo) {
  const lines = demoUsers.map(
    (u) =>
      `  ${u.email.padEnd(22)} ${u.firstName} ${u.lastName}, ${demoCompanies[u.company].name}, ${u.what}`,
  )
  platform.log.info(`Demo sign-ins (password ${demoPassword}):\n${lines.join('\n')}`)
}

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    platform.log.info(`${signal} received, shutting down`)
    await close()
    process.exit(0)
  })
}
