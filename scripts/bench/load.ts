import autocannon from 'autocannon'

export interface LoadResult {
  p50: number
  p99: number
  rps: number
  errors: number
  non2xx: number
}

// A bounded load on a loopback address only: fixed connections for a fixed number of seconds.
export async function load(
  url: string,
  options: {
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    seconds: number
    connections: number
  },
) {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
  })
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
  } satisfies LoadResult
}
