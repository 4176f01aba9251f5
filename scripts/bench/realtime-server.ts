import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/platform/config/config.ts'
import { seedDemo } from '../../apps/server/src/seed/seed-demo.ts'

// The real app (as server.ts builds it) in a child process the real-time benchmark drives over IPC:
// it raises events through platform.realtime stamped with the wall-clock time of sending, and reports
// its memory, so the clients' process measures delivery without instrumenting the server.
export type BenchRequest = { emit: { userId: string; seq: number } } | { memory: true }
export type BenchReply = { ready: true } | { rss: number; heapUsed: number }

const config = loadConfig()
const { app, platform, database } = await buildApp(config)
if (config.seedDemo) await seedDemo(database.db, platform.files)
await app.listen({ port: config.port, host: '127.0.0.1' })

const reply = (message: BenchReply) => process.send?.(message)
process.on('message', (request: BenchRequest) => {
  if ('emit' in request)
    platform.realtime.toUser(request.emit.userId, 'BenchEvent', {
      seq: request.emit.seq,
      sentAt: performance.timeOrigin + performance.now(),
    })
  else {
    globalThis.gc?.()
    const { rss, heapUsed } = process.memoryUsage()
    reply({ rss, heapUsed })
  }
})
process.on('disconnect', () => process.exit(0))
reply({ ready: true })
