import { randomUUID } from 'node:crypto'
import type { AnyEndpoint } from '@scm/contracts'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { samplePdf } from '../testing/sample-files.ts'
import { createTestApp } from '../testing/test-app.ts'
import { fuzzedValue, jsonSchemaOf } from './contract-arbitraries.ts'
import {
  type Actor,
  apiUrl,
  idsIn,
  idsSeenBy,
  mayCall,
  pathParams,
  routeName,
  routeTableWorld,
} from './route-table-world.ts'

// ARCHITECTURE rule 2, for every route with ids in its path: a company that trades with neither demo
// company sends each route the demo companies' own ids and finds nothing (404). The ids are found
// the way a client finds them, from the owner's lists and records; nothing here names a route.
const t = await createTestApp()
const world = await routeTableWorld(t)
afterAll(() => t.close())
const { nordic, baltic, stranger } = world.actors

const idParams = (endpoint: AnyEndpoint) => {
  if (!endpoint.params) return false
  const properties = jsonSchemaOf(endpoint.params).properties ?? {}
  const names = pathParams(endpoint)
  return names.length > 0 && names.every((name) => properties[name]?.format === 'uuid')
}
const routes = t.endpoints.filter(idParams)
const pools = new Map<Actor, string[]>([
  [nordic, await idsSeenBy(t, nordic)],
  [baltic, await idsSeenBy(t, baltic)],
])

// What the owner reads also tells the ids it reaches: nested lists and records add to its pool.
async function get(actor: Actor, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: actor.headers })
  const pool = pools.get(actor)
  if (pool) for (const id of idsIn(response)) if (!pool.includes(id)) pool.push(id)
  return response
}
const jsonOf = (response: { headers: Record<string, unknown>; json(): unknown }) =>
  String(response.headers['content-type']).startsWith('application/json') ? response.json() : undefined
const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:([A-Za-z_]+)/g, (segment, name: string) => values[name] ?? segment)
const snake = (segment: string) => segment.replaceAll('-', '_')
const rowsOf = (body: unknown): unknown[] =>
  Array.isArray(body)
    ? body
    : Array.isArray((body as { data?: unknown })?.data)
      ? (body as { data: unknown[] }).data
      : []
const firstId = (rows: unknown[]) =>
  rows.map((row) => (row as { id?: unknown })?.id).find((id): id is string => typeof id === 'string')

// The owner's id for the path up to `:name`, the values before it filled: a row of the list at that
// path; else an item of the parent record's array named like the path's last segment; else an id the
// owner sees that the shortest GET route ending in or just past `:name` answers 200 for (a record at
// `…/:id`, or what hangs under it, `…/:projectId/tree`), one whose answer names other records when
// there is one: what those name is reached in turn.
async function ownId(actor: Actor, path: string, name: string, values: Record<string, string>) {
  const prefix = path.slice(0, path.indexOf(`:${name}`)).replace(/\/$/, '')
  const list = t.endpoints.find((e) => e.method === 'GET' && e.path === prefix && mayCall(actor, e))
  if (list) {
    const id = firstId(rowsOf(jsonOf(await get(actor, `/api${fill(prefix, values)}`))))
    if (id) return id
  }
  const parent = prefix.slice(0, prefix.lastIndexOf('/'))
  const segment = prefix.slice(prefix.lastIndexOf('/') + 1)
  if (parent.includes(':') && t.endpoints.some((e) => e.method === 'GET' && e.path === parent)) {
    const record = jsonOf(await get(actor, `/api${fill(parent, values)}`)) as
      | Record<string, unknown>
      | undefined
    const id = firstId(rowsOf(record?.[snake(segment)]))
    if (id) return id
  }
  const under = `${prefix}/:${name}`
  const [probe] = t.endpoints
    .filter(
      (e) =>
        e.method === 'GET' &&
        mayCall(actor, e) &&
        (e.path === under || e.path.startsWith(`${under}/`)) &&
        pathParams(e).length === Object.keys(values).length + 1,
    )
    .sort((a, b) => a.path.length - b.path.length)
  if (!probe) return undefined
  let answered: string | undefined
  for (const id of pools.get(actor) ?? []) {
    const response = await get(actor, `/api${fill(probe.path, { ...values, [name]: id })}`)
    if (response.statusCode !== 200) continue
    if (idsIn(response).some((other) => other !== id)) return id
    answered ??= id
  }
  return answered
}

const resolved = new Map<string, string | undefined>()
async function ownParams(actor: Actor, endpoint: AnyEndpoint) {
  const values: Record<string, string> = {}
  for (const name of pathParams(endpoint)) {
    const key = `${actor.name} ${fill(endpoint.path.slice(0, endpoint.path.indexOf(`:${name}`)), values)}:${name}`
    if (!resolved.has(key)) resolved.set(key, await ownId(actor, endpoint.path, name, values))
    const id = resolved.get(key)
    if (!id) return undefined
    values[name] = id
  }
  return values
}

// Bodies the contract accepts, so the route gets past validation to the record it names: the record
// as the owner reads it (what an edit form sends back), then generated ones.
function acceptedBodies(endpoint: AnyEndpoint, knownIds: string[], record?: unknown): unknown[] {
  if (!endpoint.body || endpoint.upload) return [undefined]
  const generated = fc.sample(fuzzedValue(jsonSchemaOf(endpoint.body), { knownIds, hostile: false }), {
    numRuns: 40,
    seed: 1,
  })
  const accepted = [record, ...generated].filter((value) => endpoint.body!.safeParse(value).success)
  return accepted.length > 0 ? accepted : [{}]
}

const samplePdfForm = () => {
  const form = new FormData()
  form.append('file', new Blob([samplePdf], { type: 'application/pdf' }), 'route-table.pdf')
  return form
}

// One record of every kind the demo companies can create, where their lists are empty, so that each
// route has a record to be tried on. Parents come first: paths are taken shortest first.
async function populate() {
  const creators = t.endpoints
    .filter(
      (e) => e.method === 'POST' && t.endpoints.some((list) => list.method === 'GET' && list.path === e.path),
    )
    .sort((a, b) => a.path.split('/').length - b.path.split('/').length)
  for (const endpoint of creators)
    for (const actor of [nordic, baltic]) {
      if (!mayCall(actor, endpoint)) continue
      const values = await ownParams(actor, endpoint)
      resolved.clear()
      if (!values) continue
      const url = apiUrl(endpoint, values)
      if (rowsOf(jsonOf(await get(actor, url))).length > 0) continue
      const bodies = endpoint.upload
        ? [samplePdfForm()]
        : acceptedBodies(endpoint, pools.get(actor) ?? []).slice(0, 15)
      for (const body of bodies) {
        const created = await t.app.inject({
          method: 'POST',
          url,
          headers: actor.headers,
          payload: body as object,
        })
        if (created.statusCode < 300) break
      }
    }
}

const unproven: string[] = []
let proven = 0
afterAll(() => {
  console.info(
    `cross-company walk: ${routes.length} routes with ids, ${proven} answered 404 to a stranger, every answer the same as for ids that exist nowhere`,
  )
  if (unproven.length > 0) console.info(`not proven:\n${unproven.join('\n')}`)
})

await populate()
for (const actor of [nordic, baltic]) pools.set(actor, await idsSeenBy(t, actor))

// The first demo actor that may call the route and reaches a record for each of its ids.
async function ownerOf(endpoint: AnyEndpoint) {
  for (const actor of [nordic, baltic]) {
    if (!mayCall(actor, endpoint)) continue
    const values = await ownParams(actor, endpoint)
    if (values) return { actor, values }
  }
  return undefined
}

describe("a stranger company sends every route with ids the demo companies' own ids", () => {
  it.each(routes.map((endpoint) => ({ endpoint, name: routeName(endpoint) })))(
    '$name finds nothing it could tell from no record at all',
    async ({ endpoint }) => {
      const found = await ownerOf(endpoint)
      if (!found) {
        unproven.push(`${routeName(endpoint)}: the demo companies have no such record`)
        return
      }
      const { actor, values } = found
      const url = apiUrl(endpoint, values)
      const detail = t.endpoints.some((e) => e.method === 'GET' && e.path === endpoint.path)
        ? await get(actor, url)
        : undefined
      if (endpoint.method === 'GET') expect(detail?.statusCode, `owner: ${url}`).toBe(200)
      const [body] = acceptedBodies(endpoint, pools.get(actor) ?? [], detail && jsonOf(detail))
      const send = (target: string) =>
        t.app.inject({
          method: endpoint.method,
          url: target,
          headers: stranger.headers,
          ...(endpoint.upload
            ? { payload: samplePdfForm() }
            : body === undefined
              ? {}
              : { payload: body as object }),
        })
      const response = await send(url)
      // The same request naming ids that exist nowhere: what "no record at all" answers.
      const nowhere = await send(
        apiUrl(endpoint, Object.fromEntries(Object.keys(values).map((name) => [name, randomUUID()]))),
      )
      expect(response.statusCode, `${endpoint.method} ${url}: ${response.body}`).toBeGreaterThanOrEqual(400)
      expect({ status: response.statusCode, body: jsonOf(response) }).toEqual({
        status: nowhere.statusCode,
        body: jsonOf(nowhere),
      })
      for (const id of Object.values(values)) expect(response.body).not.toContain(id)
      if (response.statusCode === 404) proven++
      else
        unproven.push(
          `${routeName(endpoint)}: ${response.statusCode} for any id, before a record is looked up`,
        )
    },
  )
})
