import { and, eq, ilike, or, sql } from 'drizzle-orm'
import { takeNumber } from '../../../platform/db/counters.ts'
import type { Tx } from '../../../platform/db/database.ts'
import {
  countCapped,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../../platform/db/list.ts'
import { jobs } from '../../../platform/jobs/job.table.ts'
import { warehouseFacts } from '../../company-settings/index.ts'
import { stockCountCounters, stockCounts } from './stock-count.table.ts'

export type StockCountQuery = PageRequest & {
  search?: string
  filter?: { status?: string; warehouse_id?: string }
}

// Qualified by hand: inside a subquery drizzle writes bare column names, which the subquery would claim.
const userName = (column: 'created_by' | 'completed_by') =>
  sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from users u where u.id = "stock_counts"."${sql.raw(column)}")`
const rowTally = (where: string) =>
  sql<number>`(select count(*)::int from stock_count_rows r where r.count_id = "stock_counts"."id"${sql.raw(where)})`

function headerSelect(tx: Tx) {
  const warehouse = warehouseFacts(tx)
  return {
    warehouse,
    columns: {
      count: stockCounts,
      warehouseCode: warehouse.code,
      warehouseName: warehouse.name,
      createdByName: userName('created_by'),
      completedByName: userName('completed_by'),
      rowCount: rowTally(''),
      countedRows: rowTally(' and r.counted is not null'),
      jobStatus: jobs.status,
      jobProgress: jobs.progress,
    },
  }
}

export type StockCountRecord = Awaited<ReturnType<typeof findStockCount>> & object

export async function findStockCountPage(tx: Tx, companyId: string, query: StockCountQuery) {
  const { warehouse, columns } = headerSelect(tx)
  const filter = query.filter ?? {}
  const where = and(
    eq(stockCounts.companyId, companyId),
    filter.status ? eq(stockCounts.status, filter.status as 'started') : undefined,
    filter.warehouse_id ? eq(stockCounts.warehouseId, filter.warehouse_id) : undefined,
    query.search
      ? or(
          ilike(stockCounts.number, likePattern(query.search)),
          ilike(stockCounts.note, likePattern(query.search)),
        )
      : undefined,
  )
  const sortable = {
    number: stockCounts.number,
    counted_on: stockCounts.countedOn,
    created_at: stockCounts.createdAt,
    warehouse: sql`lower(${warehouse.code})`,
  }
  const { limit, offset } = pageWindow(query)
  return pageWithTotal(
    { limit, offset },
    tx
      .select(columns)
      .from(stockCounts)
      .innerJoin(warehouse, eq(warehouse.id, stockCounts.warehouseId))
      .leftJoin(jobs, eq(jobs.id, stockCounts.jobId))
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${stockCounts.createdAt} desc`], stockCounts.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, stockCounts, where),
  )
}

export async function findStockCount(tx: Tx, companyId: string, id: string) {
  const { warehouse, columns } = headerSelect(tx)
  const [row] = await tx
    .select(columns)
    .from(stockCounts)
    .innerJoin(warehouse, eq(warehouse.id, stockCounts.warehouseId))
    .leftJoin(jobs, eq(jobs.id, stockCounts.jobId))
    .where(and(eq(stockCounts.id, id), eq(stockCounts.companyId, companyId)))
  return row
}

// The count's own row, locked until the transaction ends: two completions (or a completion and an
// edit) of one count take turns.
export async function lockStockCount(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(stockCounts)
    .where(and(eq(stockCounts.id, id), eq(stockCounts.companyId, companyId)))
    .for('update')
  return row
}

export const nextStockCountNumber = (tx: Tx, companyId: string) =>
  takeNumber(tx, stockCountCounters, companyId, 'SC')

export async function insertStockCount(tx: Tx, values: typeof stockCounts.$inferInsert) {
  const [row] = await tx.insert(stockCounts).values(values).returning({ id: stockCounts.id })
  return row!.id
}

type HeaderChange = Partial<
  Pick<typeof stockCounts.$inferInsert, 'status' | 'completedAt' | 'completedBy' | 'jobId'>
>

// The count at `version` bumped to the next, with the change; none when another save came first.
export async function updateStockCountAt(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  change: HeaderChange = {},
) {
  const [row] = await tx
    .update(stockCounts)
    .set({ ...change, updatedAt: new Date(), version: version + 1 })
    .where(
      and(eq(stockCounts.id, id), eq(stockCounts.companyId, companyId), eq(stockCounts.version, version)),
    )
    .returning({ id: stockCounts.id })
  return row
}
