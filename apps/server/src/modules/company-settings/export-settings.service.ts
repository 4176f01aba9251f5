import type { ExportSettings, UpdateExportSettingsBody } from '@scm/contracts'
import type { z } from 'zod'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import {
  type ExportSettingsRow,
  findExportSettingsRow,
  insertExportSettings,
  updateExportSettingsRow,
} from './settings.queries.ts'
import { saveSettingsRow } from './settings-row.ts'

const defaults: ExportSettings = {
  csv_delimiter: ';',
  decimal_separator: ',',
  date_format: 'YYYY-MM-DD',
  version: 0,
}

const toSettings = (row: ExportSettingsRow): ExportSettings => ({
  csv_delimiter: row.csvDelimiter as ExportSettings['csv_delimiter'],
  decimal_separator: row.decimalSeparator as ExportSettings['decimal_separator'],
  date_format: row.dateFormat as ExportSettings['date_format'],
  version: row.version,
})

export async function getExportSettings(ctx: RequestContext): Promise<ExportSettings> {
  const row = await findExportSettingsRow(ctx.tx, ctx.companyId)
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
    const row =
      before.version === 0
        ? await insertExportSettings(ctx.tx, ctx.companyId, version, values)
        : await updateExportSettingsRow(ctx.tx, ctx.companyId, body.version, values)
    return row && toSettings(row)
  })
}
