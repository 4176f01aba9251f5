import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import type { FileImportRow, FileImportTable } from './import-table.ts'

// The reads and writes of one import table, for its module to hand to the import's check and job.
export function fileImportStore(table: FileImportTable) {
  return {
    async find(tx: Tx, id: string): Promise<FileImportRow | undefined> {
      const [row] = await tx.select().from(table).where(eq(table.id, id))
      return row
    },
    async insert(tx: Tx, values: { companyId: string; userId: string; fileName: string; fileKey: string }) {
      const [row] = await tx.insert(table).values(values).returning({ id: table.id })
      return row!
    },
    async setJob(tx: Tx, id: string, jobId: string) {
      await tx.update(table).set({ jobId }).where(eq(table.id, id))
    },
    // The job is done with the file's first `processed` items; the last one was created under
    // `createdNumber`, or skipped (null).
    async recordProgress(tx: Tx, id: string, processed: number, createdNumber: string | null) {
      await tx
        .update(table)
        .set({
          processed,
          ...(createdNumber !== null
            ? { createdNumbers: sql`${table.createdNumbers} || ${JSON.stringify([createdNumber])}::jsonb` }
            : { skipped: sql`${table.skipped} + 1` }),
          updatedAt: new Date(),
        })
        .where(eq(table.id, id))
    },
  }
}
export type FileImportStore = ReturnType<typeof fileImportStore>
