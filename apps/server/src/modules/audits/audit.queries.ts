import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { audits } from '../../platform/audit/audit.table.ts'
import type { Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  type ListTotal,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import { users } from '../../platform/tenancy/user.table.ts'

export type AuditFilter = { entity_type?: string; entity_id?: string; user_id?: string }

const columns = {
  ...getTableColumns(audits),
  // A guest acts as no user and is named by its link's address.
  userName: sql<
    string | null
  >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${audits.actorName})`,
}
export type AuditRow = typeof audits.$inferSelect & { userName: string | null }

const selectAudits = (tx: Tx) => tx.select(columns).from(audits).leftJoin(users, eq(users.id, audits.userId))

// One page of the company's audit trail and the capped count of all that match.
export async function findAuditPage(
  tx: Tx,
  companyId: string,
  query: PageRequest & { filter?: AuditFilter },
): Promise<{ rows: AuditRow[]; total: ListTotal }> {
  const filter = query.filter ?? {}
  const where = and(
    eq(audits.companyId, companyId),
    filter.entity_type ? eq(audits.entityType, filter.entity_type) : undefined,
    filter.entity_id ? eq(audits.entityId, filter.entity_id) : undefined,
    filter.user_id ? eq(audits.userId, filter.user_id) : undefined,
  )
  const sortable = { created_at: audits.createdAt, entity_type: audits.entityType, action: audits.action }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    selectAudits(tx)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${audits.createdAt} desc`], audits.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, audits, where),
  )
  return { rows, total }
}

export async function findAudit(tx: Tx, companyId: string, id: string): Promise<AuditRow | undefined> {
  const [row] = await selectAudits(tx).where(and(eq(audits.companyId, companyId), eq(audits.id, id)))
  return row
}
