import type { MessageKey, ParamName } from '@scm/contracts'
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { recordAudit } from '../audit/audit.ts'
import { conflict, notFound } from '../errors/app-error.ts'
import type { RequestContext } from '../http/context.ts'
import { messageBody } from '../http/message.ts'
import { paramsChanged } from '../realtime/params-changed.ts'
import { refuseIfInUse } from './in-use.ts'
import {
  countCapped,
  likePattern,
  listMeta,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from './list.ts'
import { withUniqueField } from './unique-violation.ts'

// The columns every company-settings list table has.
export type CompanyTable = PgTable & {
  id: PgColumn
  companyId: PgColumn
  version: PgColumn
  updatedAt: PgColumn
}

export interface CompanyListSpec<T extends CompanyTable, Dto extends { version: number }> {
  table: T
  // The audit trail's entity type, e.g. "warehouse".
  entityType: string
  // The params list that offers these rows in selects; open tabs reload it after a change.
  param?: ParamName
  toDto: (row: T['$inferSelect']) => Dto
  sortable: Record<string, PgColumn | SQL>
  defaultSort: SQL[]
  // Columns, or names a subquery reads (a linked row's), the search matches with ILIKE.
  search: Array<PgColumn | SQL>
  filters?: (filter: Record<string, string>) => Array<SQL | undefined>
  // A unique index whose clash is the user's mistake on one field.
  unique?: { constraint: string; field: string; code: MessageKey }
  // Why a delete of a row that other records use is refused (default: deactivate it instead).
  inUse?: MessageKey
}

export type ListRequest = PageRequest & { search?: string; filter?: Record<string, string> }

// List, get, create, update (versioned) and delete of a company-owned table, each change audited in the
// request's transaction. Services add their own checks around these.
export function companyList<T extends CompanyTable, Dto extends { version: number }>(
  spec: CompanyListSpec<T, Dto>,
) {
  type Row = T['$inferSelect']
  const table = spec.table as CompanyTable
  const owned = (ctx: RequestContext, id: string) => and(eq(table.id, id), eq(table.companyId, ctx.companyId))
  const unique = <R>(work: Promise<R>) =>
    spec.unique ? withUniqueField(work, spec.unique.constraint, spec.unique.field, spec.unique.code) : work
  const changed = async (ctx: RequestContext) => {
    if (spec.param) await paramsChanged(ctx, [spec.param])
  }

  async function list(ctx: RequestContext, query: ListRequest) {
    const where = and(
      eq(table.companyId, ctx.companyId),
      query.search
        ? or(...spec.search.map((column) => ilike(column, likePattern(query.search!))))
        : undefined,
      ...(spec.filters?.(query.filter ?? {}) ?? []),
    )
    const { limit, offset } = pageWindow(query)
    const [found, total] = await pageWithTotal(
      { limit, offset },
      ctx.tx
        .select()
        .from(spec.table as PgTable)
        .where(where)
        .orderBy(...orderBy(query.sort, spec.sortable, spec.defaultSort, table.id))
        .limit(limit)
        .offset(offset),
      () => countCapped(ctx.tx, spec.table, where),
    )
    return { data: (found as Row[]).map(spec.toDto), meta: listMeta(query, total) }
  }

  async function find(ctx: RequestContext, id: string): Promise<Row> {
    const [row] = await ctx.tx
      .select()
      .from(spec.table as PgTable)
      .where(owned(ctx, id))
    if (!row) throw notFound()
    return row as Row
  }

  const get = async (ctx: RequestContext, id: string) => spec.toDto(await find(ctx, id))

  async function create(ctx: RequestContext, values: Omit<T['$inferInsert'], 'companyId'>) {
    const [row] = await unique(
      ctx.tx
        .insert(spec.table as PgTable)
        .values({ ...values, companyId: ctx.companyId } as never)
        .returning(),
    )
    const after = spec.toDto(row as Row)
    const entityId = (row as { id: string }).id
    await recordAudit(ctx, { entityType: spec.entityType, entityId, action: 'created', before: null, after })
    await changed(ctx)
    return after
  }

  async function update(
    ctx: RequestContext,
    id: string,
    version: number,
    values: Partial<Omit<T['$inferInsert'], 'companyId'>>,
  ) {
    const before = spec.toDto(await find(ctx, id))
    if (before.version !== version) throw conflict()
    const [row] = await unique(
      ctx.tx
        .update(spec.table as PgTable)
        .set({ ...values, updatedAt: new Date(), version: version + 1 } as never)
        .where(and(owned(ctx, id), eq(table.version, version)))
        .returning(),
    )
    if (!row) throw conflict()
    const after = spec.toDto(row as Row)
    await recordAudit(ctx, { entityType: spec.entityType, entityId: id, action: 'updated', before, after })
    await changed(ctx)
    return after
  }

  async function remove(ctx: RequestContext, id: string) {
    const before = spec.toDto(await find(ctx, id))
    await refuseIfInUse(ctx.tx.delete(spec.table as PgTable).where(owned(ctx, id)), spec.inUse)
    await recordAudit(ctx, {
      entityType: spec.entityType,
      entityId: id,
      action: 'deleted',
      before,
      after: null,
    })
    await changed(ctx)
    return messageBody(ctx, 'records.deleted')
  }

  // Un-defaults every other default row matching `scope` (one default per company, or per type), each
  // change versioned and audited like any update.
  async function clearOtherDefaults(ctx: RequestContext, keepId: string | null, scope?: SQL) {
    const isDefault = (spec.table as unknown as { isDefault: PgColumn }).isDefault
    const others = (await ctx.tx
      .select()
      .from(spec.table as PgTable)
      .where(
        and(
          eq(table.companyId, ctx.companyId),
          eq(isDefault, true),
          keepId ? sql`${table.id} <> ${keepId}` : undefined,
          scope,
        ),
      )) as Row[]
    for (const other of others) {
      const before = spec.toDto(other)
      const [row] = await ctx.tx
        .update(spec.table as PgTable)
        .set({ isDefault: false, updatedAt: new Date(), version: sql`${table.version} + 1` } as never)
        .where(eq(table.id, (other as { id: string }).id))
        .returning()
      const after = spec.toDto(row as Row)
      await recordAudit(ctx, {
        entityType: spec.entityType,
        entityId: (other as { id: string }).id,
        action: 'updated',
        before,
        after,
      })
    }
  }

  return { list, find, get, create, update, remove, clearOtherDefaults }
}
