import type { RequestContext } from '../http/context.ts'
import { audits } from './audit.table.ts'

export type AuditAction = 'created' | 'updated' | 'deleted' | (string & {})

export interface AuditEntry {
  entityType: string
  entityId: string
  action: AuditAction
  before?: object | null
  after?: object | null
}

// A round trip through JSON keeps what the client saw of the record (dates as ISO strings).
const snapshot = (record: object | null | undefined) =>
  record ? (JSON.parse(JSON.stringify(record)) as Record<string, unknown>) : null

// Recorded in the request's transaction: the change and its audit commit or roll back together.
// Also used where a change touches two companies (a partner link): each side's entry names its own.
export async function recordAudit(
  ctx: Pick<RequestContext, 'tx' | 'companyId'> & { userId: string | null; actorName?: string | null },
  entry: AuditEntry,
) {
  await ctx.tx.insert(audits).values({
    companyId: ctx.companyId,
    userId: ctx.userId,
    actorName: ctx.actorName ?? null,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  })
}
