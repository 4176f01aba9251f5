import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../testing/test-app.ts'
import { hostileRequests } from './hostile-requests.ts'
import { type Actor, idsSeenBy, mayCall, routeName, routeTableWorld } from './route-table-world.ts'

// Seeded, so a failure reproduces: FUZZ_SEED=<seed> reruns the same requests; FUZZ_RUNS widens a run.
const seed = Number(process.env.FUZZ_SEED ?? 20_261_126)
const runsAllowed = Number(process.env.FUZZ_RUNS ?? 12)
const runsRefused = 2

const t = await createTestApp()
const world = await routeTableWorld(t)
afterAll(() => t.close())

// Ids the demo data holds, minus the actors' own.
const knownIds = new Set([
  ...(await idsSeenBy(t, world.actors.nordic)),
  ...(await idsSeenBy(t, world.actors.baltic)),
])
const context = { knownIds: [...knownIds].filter((id) => !world.own.has(id)).sort() }

let requests = 0
afterAll(() => {
  console.info(`route fuzz: ${t.endpoints.length} routes, ${requests} requests, seed ${seed}`)
})

// Who tries each route: nobody, someone without its permission, and the first demo actor with it.
function callers(endpoint: (typeof t.endpoints)[number]): Array<{ actor: Actor; runs: number }> {
  const { anonymous, powerless, nordic, baltic, stranger } = world.actors
  const allowed = [nordic, baltic, stranger].find((actor) => mayCall(actor, endpoint))
  return [
    { actor: anonymous, runs: runsRefused },
    { actor: powerless, runs: mayCall(powerless, endpoint) ? runsAllowed : runsRefused },
    ...(allowed ? [{ actor: allowed, runs: runsAllowed }] : []),
  ]
}

describe('every route in the contracts, sent hostile requests', () => {
  it.each(t.endpoints.map((endpoint, index) => ({ endpoint, index, name: routeName(endpoint) })))(
    '$name answers none of them with a 5xx',
    async ({ endpoint, index }) => {
      for (const { actor, runs } of callers(endpoint)) {
        await fc.assert(
          fc.asyncProperty(hostileRequests(endpoint, context), async (request) => {
            requests++
            const response = await t.app.inject({
              method: endpoint.method,
              url: request.url,
              headers: {
                ...actor.headers,
                ...(request.contentType ? { 'content-type': request.contentType } : {}),
              },
              // Each request from an address of its own: the sign-in limits stay out of the way.
              remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
              ...(request.payload === undefined ? {} : { payload: request.payload as string }),
            })
            expect(
              response.statusCode,
              `${actor.name}: ${endpoint.method} ${request.url.slice(0, 300)} → ${response.body.slice(0, 300)}`,
            ).toBeLessThan(500)
          }),
          { seed: seed + index, numRuns: runs },
        )
        await world.refresh(actor)
      }
    },
  )
})
