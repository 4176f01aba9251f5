import { broadcastingEndpoints } from '@scm/contracts'
import type { FastifyInstance } from 'fastify'
import { forbidden } from '../errors/app-error.ts'
import type { Platform } from '../http/context.ts'
import { route } from '../http/route.ts'
import { authorizeChannel } from './channels.ts'

export function broadcastingRoutes(app: FastifyInstance, platform: Platform) {
  route(app, platform, broadcastingEndpoints.auth, async ({ body }, ctx) => {
    const access = authorizeChannel(ctx.principal, body.channel_name)
    if (!access.allowed) throw forbidden()
    return { socket_id: body.socket_id, channel_name: body.channel_name, channel_data: access.member }
  })
}
