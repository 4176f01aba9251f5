import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { exportSettings, platformSettings } from './settings.table.ts'

// The one-row-per-company settings: no row until the company first saves.
type OneRowTable = typeof exportSettings | typeof platformSettings

function oneRowSettings<T extends OneRowTable>(table: T) {
  type Row = T['$inferSelect']
  type Values = Omit<T['$inferInsert'], 'companyId' | 'version' | 'updatedAt'>
  const settings = table as OneRowTable
  return {
    async find(tx: Tx, companyId: string): Promise<Row | undefined> {
      const [row] = await tx.select().from(settings).where(eq(settings.companyId, companyId))
      return row as Row | undefined
    },
    async insert(tx: Tx, companyId: string, version: number, values: Values): Promise<Row | undefined> {
      const [row] = await tx
        .insert(settings)
        .values({ ...values, companyId, version } as T['$inferInsert'])
        .returning()
      return row as Row | undefined
    },
    // Changes the row only at the given version; no row back means another write came first.
    async update(tx: Tx, companyId: string, version: number, values: Values): Promise<Row | undefined> {
      const [row] = await tx
        .update(settings)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(and(eq(settings.companyId, companyId), eq(settings.version, version)))
        .returning()
      return row as Row | undefined
    },
  }
}

export type ExportSettingsRow = typeof exportSettings.$inferSelect
export type ExportSettingsValues = Pick<ExportSettingsRow, 'csvDelimiter' | 'decimalSeparator' | 'dateFormat'>
export const {
  find: findExportSettingsRow,
  insert: insertExportSettings,
  update: updateExportSettingsRow,
} = oneRowSettings(exportSettings)

export type PlatformSettingsRow = typeof platformSettings.$inferSelect
export type PlatformSettingsValues = Omit<
  typeof platformSettings.$inferInsert,
  'companyId' | 'version' | 'updatedAt'
>
export const {
  find: findPlatformSettingsRow,
  insert: insertPlatformSettings,
  update: updatePlatformSettingsRow,
} = oneRowSettings(platformSettings)
