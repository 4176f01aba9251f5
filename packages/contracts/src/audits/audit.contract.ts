import { z } from 'zod'
import { Id, IdParams, Timestamp } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

// One recorded change: who did what to which record, with the record before and after.
export const Audit = z.object({
  id: Id,
  entity_type: z.string(),
  entity_id: Id,
  action: z.string(),
  user_id: Id.nullable(),
  user_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: Timestamp,
})
export type Audit = z.infer<typeof Audit>

export const AuditListQuery = listQuery(['created_at', 'entity_type', 'action'], {
  entity_type: z.string().trim().max(60),
  entity_id: Id,
  user_id: Id,
})

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/audits',
    permission: adminPermission('audits'),
    query: AuditListQuery,
    response: listResponse(Audit),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/audits/:id',
    permission: adminPermission('audits'),
    params: IdParams,
    response: Audit,
  }),
}
