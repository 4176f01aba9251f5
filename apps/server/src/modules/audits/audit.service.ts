import type { Audit } from '@scm/contracts'
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { audits } from '../../platform/audit/audit.table.ts'
import { countCapped, listMeta, orderBy, type PageRequest, pageWindow } from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { users } from '../../platform/tenancy/user.table.ts'

type AuditFilter = { entity_type?: string; entity_id?: string; user_id?: string }

const columns = {
  ...getTableColumns(audits),
  userName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
}
type Row = typeof audits.$inferSelect & { userName: string | null }

const toAudit = (row: Row): Audit => ({
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

const selectAudits = (ctx: RequestContext) =>
  ctx.tx.select(columns).from(audits).leftJoin(users, eq(users.id, audits.userId))

export async function listAudits(ctx: RequestContext, query: PageRequest & { filter?: AuditFilter }) {
  const filter = query.filter ?? {}
  const where = and(
    eq(audits.companyId, ctx.companyId),
    filter.entity_type ? eq(audits.entityType, filter.entity_type) : undefined,
    filter.entity_id ? eq(audits.entityId, filter.entity_id) : undefined,
    filter.user_id ? eq(audits.userId, filter.user_id) : undefined,
  )
  const sortable = { created_at: audits.createdAt, entity_type: audits.entityType, action: audits.action }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await Promise.all([
    selectAudits(ctx)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${audits.createdAt} desc`], audits.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, audits, where),
  ])
  return { data: rows.map(toAudit), meta: listMeta(query, total) }
}

export async function getAudit(ctx: RequestContext, id: string) {
  const [row] = await selectAudits(ctx).where(and(eq(audits.companyId, ctx.companyId), eq(audits.id, id)))
  if (!row) throw notFound()
  return toAudit(row)
}
