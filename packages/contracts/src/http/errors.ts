import { z } from 'zod'

// The one error shape of the API (ARCHITECTURE rule 7).
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorBody = z.infer<typeof ErrorBody>

export const MessageBody = z.object({ message: z.string() })
export type MessageBody = z.infer<typeof MessageBody>
