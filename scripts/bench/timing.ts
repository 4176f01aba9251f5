export interface Timing {
  p50: number
  p99: number
}
export interface ListFigures {
  api: Timing
  sql: Timing
  ratioP50: number
  ratioP99: number
}

const samples = Number(process.env.BENCH_SAMPLES ?? 100)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

// p50/p99 of `samples` runs after ten warm-up runs.
export async function time(run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 10; i++) await run()
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
  return { p50: round(percentile(sorted, 0.5)), p99: round(percentile(sorted, 0.99)) }
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
