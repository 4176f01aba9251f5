import type { FastifyInstance } from 'fastify'

export interface AllRowsFigures {
  rows: number
  bytes: number
  ms: number
  // The server's live heap above what it held before the answer, at its highest while the answer streamed.
  peakHeapMb: number
}

// GET `url` (per_page=all) over real HTTP, read as it arrives and thrown away.
async function download(address: string, token: string, url: string) {
  const response = await fetch(`${address}${url}`, { headers: { authorization: `Bearer ${token}` } })
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`)
  let bytes = 0
  let tail = ''
  const decoder = new TextDecoder()
  for await (const chunk of response.body) {
    bytes += chunk.byteLength
    tail = (tail + decoder.decode(chunk, { stream: true })).slice(-400)
  }
  return { bytes, rows: Number(/"total":(\d+)/.exec(tail)?.[1]) }
}

// The answer of "all" timed, then fetched again while this process (the server) collects its garbage
// every 50 ms (`npm run bench` runs node with --expose-gc) and its live heap is read: the size of the
// answer must not show in it (decision 0033).
export async function allRowsFigures(
  app: FastifyInstance,
  token: string,
  url: string,
): Promise<AllRowsFigures> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const start = performance.now()
  const { bytes, rows } = await download(address, token, url)
  const ms = Math.round(performance.now() - start)
  const collect = () => {
    global.gc?.()
    return process.memoryUsage().heapUsed
  }
  const before = collect()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, collect())
  }, 50)
  await download(address, token, url)
  clearInterval(sampler)
  return { rows, bytes, ms, peakHeapMb: Math.round((peak - before) / 1e5) / 10 }
}

export const allRowsRow = (r: AllRowsFigures) =>
  `  list all rows      ${r.rows} rows, ${(r.bytes / 1e6).toFixed(1)} MB in ${r.ms} ms (per_page=all, streamed) | server's live heap at most +${r.peakHeapMb} MB`
