import { z } from 'zod'
import { Email, Name } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'

export const DemoRequestBody = z.strictObject({
  name: Name,
  email: Email,
  company: z.string().trim().min(2).max(160),
  phone: z.string().trim().max(40).optional(),
  message: z.string().trim().max(2000).optional(),
})
export type DemoRequestBody = z.input<typeof DemoRequestBody>

export const demoRequestEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/demo-requests',
    permission: 'public',
    body: DemoRequestBody,
    response: MessageBody,
    status: 201,
  }),
}
