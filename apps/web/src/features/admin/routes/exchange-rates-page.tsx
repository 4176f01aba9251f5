import { currencies, type ExchangeRate, exchangeRateEndpoints, UpdateExchangeRateBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatNumber } from '../../../lib/format/format.ts'
import { CompanyListPage } from '../components/company-list-page.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const code = (value: string) => value
const today = () => new Date().toISOString().slice(0, 10)

export function ExchangeRatesPage() {
  const { t } = useTranslation('admin')
  const form: EntityFormSpec = {
    schema: UpdateExchangeRateBody,
    empty: { from_currency: 'EUR', to_currency: 'SEK', rate: '', date: today() },
    fields: [
      { name: 'from_currency', kind: 'select', options: currencies, optionLabel: code, required: true },
      { name: 'to_currency', kind: 'select', options: currencies, optionLabel: code, required: true },
      { name: 'rate', kind: 'decimal', required: true, description: true },
      { name: 'date', kind: 'date', required: true },
    ],
  }
  const currencyFilter = (key: string) => ({
    key,
    label: t(`exchangeRates.fields.${key}`),
    type: 'select' as const,
    options: currencies.map((value) => ({ value, label: value })),
  })
  return (
    <CompanyListPage<ExchangeRate>
      prefix="exchangeRates"
      endpoints={exchangeRateEndpoints}
      queryKey={['admin', 'exchange-rates']}
      form={form}
      name={(rate) => `${rate.from_currency}/${rate.to_currency} ${formatDate(rate.date)}`}
      filters={[currencyFilter('from_currency'), currencyFilter('to_currency')]}
      columns={[
        {
          key: 'date',
          label: t('exchangeRates.fields.date'),
          sortField: 'date',
          value: (r) => formatDate(r.date),
        },
        {
          key: 'from',
          label: t('exchangeRates.fields.from_currency'),
          sortField: 'from_currency',
          value: (r) => r.from_currency,
        },
        {
          key: 'to',
          label: t('exchangeRates.fields.to_currency'),
          sortField: 'to_currency',
          value: (r) => r.to_currency,
        },
        {
          key: 'rate',
          label: t('exchangeRates.fields.rate'),
          sortField: 'rate',
          value: (r) => formatNumber(r.rate),
        },
      ]}
    />
  )
}
