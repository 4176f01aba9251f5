import { type PaymentTerm, paymentTermEndpoints, UpdatePaymentTermBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { activeColumn, activeFilter, yesNo } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import { CompanySettingsTabs } from '../components/company-settings-tabs.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdatePaymentTermBody,
  empty: { name: '', credit_days: 30, is_default: false, active: true },
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'credit_days', kind: 'integer', required: true },
    { name: 'is_default', kind: 'switch', description: true },
    { name: 'active', kind: 'switch' },
  ],
}

export function PaymentTermsPage() {
  const { t } = useTranslation('admin')
  return (
    <CompanySettingsTabs active="paymentTerms">
      <CompanyListPage<PaymentTerm>
        inTabs
        prefix="paymentTerms"
        endpoints={paymentTermEndpoints}
        queryKey={['admin', 'payment-terms']}
        form={form}
        name={(term) => term.name}
        filters={[activeFilter(t)]}
        columns={[
          {
            key: 'name',
            label: t('paymentTerms.fields.name'),
            sortField: 'name',
            value: (term) => term.name,
          },
          {
            key: 'credit_days',
            label: t('paymentTerms.fields.credit_days'),
            sortField: 'credit_days',
            value: (term) => t('lists.days', { count: term.credit_days }),
          },
          {
            key: 'is_default',
            label: t('paymentTerms.fields.is_default'),
            value: (term) => yesNo(t, term.is_default),
          },
          activeColumn(t),
        ]}
      />
    </CompanySettingsTabs>
  )
}
