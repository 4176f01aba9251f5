import {
  csvDelimiters,
  dateFormats,
  decimalSeparators,
  exportSettingsEndpoints,
  UpdateExportSettingsBody,
} from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../ui/page-header.tsx'
import { SettingsRecord } from '../components/settings-record.tsx'

export function ExportSettingsPage() {
  const { t } = useTranslation('admin')
  // The signs themselves are not catalogue keys ("." separates keys): each is named in words.
  const sign = (value: string) =>
    t(`exportSettings.signs.${{ ',': 'comma', ';': 'semicolon', '.': 'dot' }[value]}`)
  return (
    <>
      <PageHeader title={t('exportSettings.title')} description={t('exportSettings.description')} />
      <SettingsRecord
        prefix="exportSettings"
        endpoints={exportSettingsEndpoints}
        queryKey={['admin', 'export-settings']}
        schema={UpdateExportSettingsBody}
        fields={[
          {
            name: 'csv_delimiter',
            kind: 'select',
            options: csvDelimiters,
            optionLabel: sign,
            required: true,
          },
          {
            name: 'decimal_separator',
            kind: 'select',
            options: decimalSeparators,
            optionLabel: sign,
            required: true,
          },
          {
            name: 'date_format',
            kind: 'select',
            options: dateFormats,
            optionLabel: (format) => format,
            required: true,
          },
        ]}
      />
    </>
  )
}
