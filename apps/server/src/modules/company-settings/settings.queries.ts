import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { exportSettings, platformSettings } from './settings.table.ts'

// The one-row-per-company settings: no row until the company first saves.

export type ExportSettingsRow = typeof exportSettings.$inferSelect
export type ExportSettingsValues = Pick<ExportSettingsRow, 'csvDelimiter' | 'decimalSeparator' | 'dateFormat'>

export async function findExportSettingsRow(
  tx: Tx,
  companyId: string,
): Promise<ExportSettingsRow | undefined> {
  const [row] = await tx.select().from(exportSettings).where(eq(exportSettings.companyId, companyId))
  return row
}

export async function insertExportSettings(
  tx: Tx,
  companyId: string,
  version: number,
  values: ExportSettingsValues,
): Promise<ExportSettingsRow | undefined> {
  const [row] = await tx
    .insert(exportSettings)
    .values({ ...values, companyId, version })
    .returning()
  return row
}

// Changes the row only at the given version; no row back means another write came first.
export async function updateExportSettingsRow(
  tx: Tx,
  companyId: string,
  version: number,
  values: ExportSettingsValues,
): Promise<ExportSettingsRow | undefined> {
  const [row] = await tx
    .update(exportSettings)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(exportSettings.companyId, companyId), eq(exportSettings.version, version)))
    .returning()
  return row
}

export type PlatformSettingsRow = typeof platformSettings.$inferSelect
export type PlatformSettingsValues = Omit<
  typeof platformSettings.$inferInsert,
  'companyId' | 'version' | 'updatedAt'
>

export async function findPlatformSettingsRow(
  tx: Tx,
  companyId: string,
): Promise<PlatformSettingsRow | undefined> {
  const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.companyId, companyId))
  return row
}

export async function insertPlatformSettings(
  tx: Tx,
  companyId: string,
  version: number,
  values: PlatformSettingsValues,
): Promise<PlatformSettingsRow | undefined> {
  const [row] = await tx
    .insert(platformSettings)
    .values({ ...values, companyId, version })
    .returning()
  return row
}

// Changes the row only at the given version; no row back means another write came first.
export async function updatePlatformSettingsRow(
  tx: Tx,
  companyId: string,
  version: number,
  values: PlatformSettingsValues,
): Promise<PlatformSettingsRow | undefined> {
  const [row] = await tx
    .update(platformSettings)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(platformSettings.companyId, companyId), eq(platformSettings.version, version)))
    .returning()
  return row
}
