export interface Timing {
  p50: number
  p95: number
  p99: number
}
export interface ListFigures {
  api: Timing
  sql: Timing
  ratioP50: number
  ratioP99: number
}

export const samples = Number(process.env.BENCH_SAMPLES ?? 100)
export const warmUps = 10

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

// p50/p99 of `samples` runs after ten warm-up runs.
export async function time(run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < warmUps; i++) await run()
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return summarise(times)
}

export function summarise(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 100) / 100
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
  }
}

// An endpoint against the plain SQL that reads the same rows (no auth, no RLS, no JSON).
export async function versusSql(
  api: () => Promise<unknown>,
  raw: () => Promise<unknown>,
): Promise<ListFigures> {
  const viaApi = await time(api)
  const direct = await time(raw)
  return { api: viaApi, sql: direct, ratioP50: viaApi.p50 / direct.p50, ratioP99: viaApi.p99 / direct.p99 }
}

export const listRow = (name: string, f: ListFigures) =>
  `  ${name.padEnd(18)} API p50 ${f.api.p50} ms p99 ${f.api.p99} ms | SQL p50 ${f.sql.p50} ms p99 ${f.sql.p99} ms | ratio p50 ${f.ratioP50.toFixed(2)} p99 ${f.ratioP99.toFixed(2)}`

export interface Throughput {
  rps: number
  p50: number
  p95: number
  p99: number
  // Process CPU (user + system) per request. On PostgreSQL that is the server's own work; on PGlite
  // it includes the embedded database's.
  cpuMs: number
}

// `connections` requests kept in flight for `seconds`, as autocannon does over HTTP, in process.
export async function throughput(
  run: () => Promise<unknown>,
  options: { connections: number; seconds: number },
): Promise<Throughput> {
  const times: number[] = []
  const cpuStart = process.cpuUsage()
  const start = performance.now()
  const until = start + options.seconds * 1000
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < until) {
        const begun = performance.now()
        await run()
        times.push(performance.now() - begun)
      }
    }),
  )
  const elapsed = performance.now() - start
  const cpu = process.cpuUsage(cpuStart)
  const sorted = [...times].sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 100) / 100
  return {
    rps: Math.round((times.length / elapsed) * 1000),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    cpuMs: round((cpu.user + cpu.system) / 1000 / times.length),
  }
}

export const throughputRow = (name: string, t: Throughput) =>
  `  ${name.padEnd(18)} ${t.rps} req/s at c=10 | p50 ${t.p50} ms p95 ${t.p95} ms p99 ${t.p99} ms | CPU ${t.cpuMs} ms per request`
