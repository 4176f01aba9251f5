import type { ExportSettings, UpdateExportSettingsBody } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { exportSettings } from './settings.table.ts'
import { saveSettingsRow } from './settings-row.ts'

const defaults: ExportSettings = {
  csv_delimiter: ';',
  decimal_separator: ',',
  date_format: 'YYYY-MM-DD',
  version: 0,
}

const toSettings = (row: typeof exportSettings.$inferSelect): ExportSettings => ({
  csv_delimiter: row.csvDelimiter as ExportSettings['csv_delimiter'],
  decimal_separator: row.decimalSeparator as ExportSettings['decimal_separator'],
  date_format: row.dateFormat as ExportSettings['date_format'],
  version: row.version,
})

export async function getExportSettings(ctx: RequestContext): Promise<ExportSettings> {
  const [row] = await ctx.tx.select().from(exportSettings).where(eq(exportSettings.companyId, ctx.companyId))
  return row ? toSettings(row) : defaults
}

export async function updateExportSettings(
  ctx: RequestContext,
  body: z.output<typeof UpdateExportSettingsBody>,
) {
  const before = await getExportSettings(ctx)
  if (before.version !== body.version) throw conflict()
  const values = {
    csvDelimiter: body.csv_delimiter,
    decimalSeparator: body.decimal_separator,
    dateFormat: body.date_format,
  }
  return saveSettingsRow(ctx, 'export-settings', before, async (version) => {
    const [row] =
      before.version === 0
        ? await ctx.tx
            .insert(exportSettings)
            .values({ ...values, companyId: ctx.companyId, version })
            .returning()
        : await ctx.tx
            .update(exportSettings)
            .set({ ...values, version, updatedAt: new Date() })
            .where(and(eq(exportSettings.companyId, ctx.companyId), eq(exportSettings.version, body.version)))
            .returning()
    return row && toSettings(row)
  })
}
