import type { Redis } from 'ioredis'
import type { Logger } from 'pino'

// One connection per process for what instances share through Redis (rate limits now; the real-time
// adapter later). A configured Redis that cannot be reached stops the start, rather than leaving
// instances silently unshared; later outages make commands fail fast instead of queueing. The client
// is loaded only when Redis is configured.
export async function connectRedis(url: string, log: Logger): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  })
  redis.on('error', (error) => log.warn({ err: error }, 'redis connection error'))
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    throw new Error(`REDIS_URL is set but Redis cannot be reached: ${(error as Error).message}`)
  }
  return redis
}
