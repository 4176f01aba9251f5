import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The API client reads the stored locale and token; in Node there is no browser storage.
vi.hoisted(() => {
  const store = new Map<string, string>()
  globalThis.localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  } as Storage
})

const { paramQuery } = await import('./use-params.ts')

const option = (name: string) => ({ id: crypto.randomUUID(), name, code: null })

function stubServer() {
  const asked: string[][] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const names = new URL(url, 'http://app').searchParams.get('select_many')!.split(',')
      asked.push(names)
      const answer = Object.fromEntries(names.map((name) => [name, [option(`${name}-1`)]]))
      return new Response(JSON.stringify(answer), { status: 200 })
    }),
  )
  return asked
}
afterEach(() => vi.unstubAllGlobals())

describe('params cache (spec §7 select_many)', () => {
  it('asks for the lists a screen needs in one request, and later only for names not cached', async () => {
    const asked = stubServer()
    const client = new QueryClient()
    const [colors, sizes] = await Promise.all([
      client.fetchQuery(paramQuery('colors')),
      client.fetchQuery(paramQuery('sizes')),
    ])
    expect(asked).toEqual([['colors', 'sizes']])
    expect(colors.map((o) => o.name)).toEqual(['colors-1'])
    expect(sizes.map((o) => o.name)).toEqual(['sizes-1'])

    await Promise.all([client.fetchQuery(paramQuery('colors')), client.fetchQuery(paramQuery('units'))])
    expect(asked).toEqual([['colors', 'sizes'], ['units']])
  })

  it('asks again for a list the server said changed, and only that one', async () => {
    const asked = stubServer()
    const client = new QueryClient()
    await Promise.all([client.fetchQuery(paramQuery('seasons')), client.fetchQuery(paramQuery('units'))])
    await client.invalidateQueries({ queryKey: paramQuery('seasons').queryKey })
    await client.fetchQuery(paramQuery('seasons'))
    await client.fetchQuery(paramQuery('units'))
    expect(asked).toEqual([['seasons', 'units'], ['seasons']])
  })
})
