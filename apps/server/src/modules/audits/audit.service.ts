import type { Audit } from '@scm/contracts'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { type AuditFilter, type AuditRow, findAudit, findAuditPage } from './audit.queries.ts'

const toAudit = (row: AuditRow): Audit => ({
  id: row.id,
  entity_type: row.entityType,
  entity_id: row.entityId,
  action: row.action,
  user_id: row.userId,
  user_name: row.userName,
  before: row.before ?? null,
  after: row.after ?? null,
  created_at: row.createdAt.toISOString(),
})

export async function listAudits(ctx: RequestContext, query: PageRequest & { filter?: AuditFilter }) {
  const { rows, total } = await findAuditPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toAudit), meta: listMeta(query, total) }
}

export async function getAudit(ctx: RequestContext, id: string) {
  const row = await findAudit(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toAudit(row)
}
