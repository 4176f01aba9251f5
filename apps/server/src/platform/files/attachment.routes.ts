import type { AttachmentType } from '@scm/contracts'
import type { FastifyInstance } from 'fastify'
import type { Platform } from '../http/context.ts'
import { route } from '../http/route.ts'
import {
  type AttachmentAccessCheck,
  addAttachment,
  attachmentFile,
  listAttachments,
  removeAttachment,
} from './attachment.service.ts'

// A module gives its records attachments in one call from its routes: the attachment type of its
// contract and the function that answers, for one record, what the acting company may do there.
export function attachmentRoutes(
  app: FastifyInstance,
  platform: Platform,
  attachmentType: AttachmentType,
  access: AttachmentAccessCheck,
) {
  const e = attachmentType.endpoints
  const target = (entityId: string) => ({ type: attachmentType.type, entityId, access })
  route(app, platform, e.list, ({ params }, ctx) => listAttachments(ctx, target(params.entityId)))
  route(app, platform, e.upload, ({ params, body }, ctx) => addAttachment(ctx, target(params.entityId), body))
  route(app, platform, e.download, ({ params }, ctx) =>
    attachmentFile(ctx, target(params.entityId), params.attachmentId),
  )
  route(app, platform, e.remove, ({ params }, ctx) =>
    removeAttachment(ctx, target(params.entityId), params.attachmentId),
  )
}
