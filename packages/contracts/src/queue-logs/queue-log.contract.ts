import { z } from 'zod'
import { Id, IdParams, Timestamp } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listQuery, listResponse } from '../http/list.ts'

export const JobStatus = z.enum(['queued', 'running', 'completed', 'failed'])
export type JobStatus = z.infer<typeof JobStatus>

// A background job as the queue log shows it; its payload stays on the server.
export const QueueJob = z.object({
  id: Id,
  name: z.string(),
  status: JobStatus,
  user_name: z.string().nullable(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  queued_at: Timestamp,
  started_at: Timestamp.nullable(),
  finished_at: Timestamp.nullable(),
})
export type QueueJob = z.infer<typeof QueueJob>

export const QueueJobLogLine = z.object({ at: Timestamp, line: z.string() })
export const QueueJobDetail = QueueJob.extend({ log: z.array(QueueJobLogLine) })
export type QueueJobDetail = z.infer<typeof QueueJobDetail>

export const QueueLogListQuery = listQuery(['queued_at', 'finished_at', 'name', 'status'], {
  status: JobStatus,
  name: z.string().trim().min(1).max(100),
})

const perm = 'view.queue.logs'
export const queueLogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/queue-logs',
    permission: perm,
    query: QueueLogListQuery,
    response: listResponse(QueueJob),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/queue-logs/:id',
    permission: perm,
    params: IdParams,
    response: QueueJobDetail,
  }),
}
