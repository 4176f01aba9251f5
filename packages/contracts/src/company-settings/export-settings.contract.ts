import { z } from 'zod'
import { Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

export const csvDelimiters = [',', ';'] as const
export const decimalSeparators = ['.', ','] as const
export const dateFormats = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const

export const ExportSettings = z.object({
  csv_delimiter: z.enum(csvDelimiters),
  decimal_separator: z.enum(decimalSeparators),
  date_format: z.enum(dateFormats),
  version: Version,
})
export type ExportSettings = z.infer<typeof ExportSettings>

export const UpdateExportSettingsBody = z
  .strictObject({
    csv_delimiter: z.enum(csvDelimiters),
    decimal_separator: z.enum(decimalSeparators),
    date_format: z.enum(dateFormats),
    version: Version,
  })
  // "1,5,2" cannot be read back: a decimal comma needs the semicolon between fields.
  .refine((body) => !(body.csv_delimiter === ',' && body.decimal_separator === ','), {
    path: ['decimal_separator'],
    message: 'companySettings.commaClash',
  })
export type UpdateExportSettingsBody = z.input<typeof UpdateExportSettingsBody>

const perm = adminPermission('export-settings')
export const exportSettingsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/export-settings',
    permission: perm,
    response: ExportSettings,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/export-settings',
    permission: perm,
    body: UpdateExportSettingsBody,
    response: ExportSettings,
  }),
}
