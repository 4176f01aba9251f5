import { guestLinkEndpoints } from '@scm/contracts'
import type { FastifyInstance } from 'fastify'
import type { Platform } from '../http/context.ts'
import { route } from '../http/route.ts'
import { signInGuest } from './guest-access.ts'

// Per address: a guest reads and answers a handful of times; guessing a 256-bit token is hopeless
// anyway, guessing a link's password is what the tighter sign-in limit slows down.
export const guestRateLimit = { max: 60, timeWindow: '1 minute' }
const signInLimit = { max: 10, timeWindow: '15 minutes' }

export function guestLinkRoutes(app: FastifyInstance, platform: Platform) {
  route(
    app,
    platform,
    guestLinkEndpoints.signIn,
    ({ params, body }, ctx) => signInGuest(ctx, params.token, body),
    { rateLimit: signInLimit },
  )
}
