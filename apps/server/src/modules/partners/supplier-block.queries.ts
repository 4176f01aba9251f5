import { certificateAttachments, styleReviewAttachments } from '@scm/contracts'
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../platform/db/database.ts'
import { attachmentCount } from '../../platform/files/attachment.service.ts'
import {
  supplierCapacities,
  supplierCertificates,
  supplierConsumptions,
  supplierParameters,
  supplierStyleReviews,
} from './supplier-block.table.ts'

type BlockTable = PgTable &
  Record<'id' | 'companyId' | 'agreementId' | 'createdAt' | 'updatedAt' | 'version', PgColumn>

// Where a block of the supplier card keeps its rows, and how they are read.
export interface BlockSource {
  table: BlockTable
  // The table's columns plus any looked-up names (sql subselects).
  columns: Record<string, PgColumn | SQL.Aliased | SQL>
  order: SQL[]
}

// The name of a master data item, looked up beside a block row.
export const masterDataName = (column: PgColumn) =>
  sql<string>`(select m.name from master_data m where m.id = ${column})`

export const styleReviewSource: BlockSource = {
  table: supplierStyleReviews,
  columns: {
    ...getTableColumns(supplierStyleReviews),
    attachmentCount: attachmentCount(styleReviewAttachments.type, supplierStyleReviews),
  },
  order: [desc(supplierStyleReviews.createdAt)],
}

export const consumptionSource: BlockSource = {
  table: supplierConsumptions,
  columns: {
    ...getTableColumns(supplierConsumptions),
    typeName: masterDataName(supplierConsumptions.typeId),
    unitName: masterDataName(supplierConsumptions.unitId),
  },
  order: [desc(supplierConsumptions.periodFrom)],
}

export const certificateSource: BlockSource = {
  table: supplierCertificates,
  columns: {
    ...getTableColumns(supplierCertificates),
    typeName: masterDataName(supplierCertificates.typeId),
    attachmentCount: attachmentCount(certificateAttachments.type, supplierCertificates),
  },
  order: [asc(supplierCertificates.validTo)],
}

export const parametersSource: BlockSource = {
  table: supplierParameters,
  columns: getTableColumns(supplierParameters),
  order: [desc(supplierParameters.year)],
}

export const capacitySource: BlockSource = {
  table: supplierCapacities,
  columns: { ...getTableColumns(supplierCapacities), unitName: masterDataName(supplierCapacities.unitId) },
  order: [desc(supplierCapacities.year)],
}

const owned = (source: BlockSource, companyId: string, agreementId: string) =>
  and(eq(source.table.companyId, companyId), eq(source.table.agreementId, agreementId))

// The rows of the block the company keeps about a supplier.
export const findBlockRows = (tx: Tx, source: BlockSource, companyId: string, agreementId: string) =>
  tx
    .select(source.columns)
    .from(source.table)
    .where(owned(source, companyId, agreementId))
    .orderBy(...source.order, source.table.id)

export async function findBlockRow(
  tx: Tx,
  source: BlockSource,
  companyId: string,
  agreementId: string,
  id: string,
) {
  const [row] = await tx
    .select(source.columns)
    .from(source.table)
    .where(and(owned(source, companyId, agreementId), eq(source.table.id, id)))
  return row
}

// A row of the block the company keeps, whichever supplier it is about.
export async function findOwnBlockRow(tx: Tx, source: BlockSource, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: source.table.id })
    .from(source.table)
    .where(and(eq(source.table.companyId, companyId), eq(source.table.id, id)))
  return row
}

export const insertBlockRow = (
  tx: Tx,
  source: BlockSource,
  companyId: string,
  agreementId: string,
  values: Record<string, unknown>,
) =>
  tx
    .insert(source.table)
    .values({ companyId, agreementId, ...values } as never)
    .returning({ id: source.table.id }) as Promise<Array<{ id: string }>>

// Changes the row only at the given version; no row back means another write came first.
export const updateBlockRowAt = (
  tx: Tx,
  source: BlockSource,
  id: string,
  version: number,
  values: Record<string, unknown>,
) =>
  tx
    .update(source.table)
    .set({ ...values, updatedAt: new Date(), version: version + 1 } as never)
    .where(and(eq(source.table.id, id), eq(source.table.version, version)))
    .returning({ id: source.table.id }) as Promise<Array<{ id: string }>>

export async function deleteBlockRowById(tx: Tx, source: BlockSource, id: string) {
  await tx.delete(source.table).where(eq(source.table.id, id))
}
