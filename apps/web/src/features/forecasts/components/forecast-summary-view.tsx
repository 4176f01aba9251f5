import type { ForecastBody } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatText } from '../../../lib/format/format.ts'
import { paramQuery } from '../../../lib/params/use-params.ts'
import { WizardSummary } from '../../../ui/wizard/wizard-summary.tsx'
import { forecastQueries } from '../api/forecast-queries.ts'

// What the wizard will save: the header, and each group with its batches, suppliers and line counts.
export function ForecastSummaryView({
  values,
  goTo,
}: {
  values: ForecastBody
  goTo: (step: number) => void
}) {
  const { t } = useTranslation('forecasts')
  const suppliers = useQuery(forecastQueries.suppliers())
  const users = useQuery(paramQuery('users'))
  const responsible = users.data?.find((user) => user.id === values.responsible_id)?.name ?? null
  const supplierName = (id: string) => suppliers.data?.find((supplier) => supplier.id === id)?.name ?? ''
  return (
    <WizardSummary
      goTo={goTo}
      sections={[
        {
          title: t('steps.header'),
          step: 0,
          items: [
            { label: t('fields.name'), value: values.name },
            { label: t('fields.responsible'), value: formatText(responsible) },
            { label: t('fields.currency'), value: values.currency },
            { label: t('fields.description'), value: formatText(values.description) },
          ],
        },
        ...values.groups.map((group, index) => ({
          title: `${t('contents.group', { number: index + 1 })}: ${group.name}`,
          step: 1,
          items: group.batches.map((batch) => ({
            label: `${batch.name} (${supplierName(batch.supplier_company_id)})`,
            value: t('summary.lines', { articles: batch.articles.length, layers: batch.layers.length }),
          })),
        })),
      ]}
    />
  )
}
