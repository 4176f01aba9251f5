import { UpdateVatBody, type Vat, vatEndpoints } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText } from '../../../lib/format/format.ts'
import { activeColumn, activeFilter, yesNo } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import { CompanySettingsTabs } from '../components/company-settings-tabs.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateVatBody,
  empty: { name: '', value: '', code: null, reverse_charge: false, active: true },
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'value', kind: 'decimal', required: true, description: true },
    { name: 'code', kind: 'text' },
    { name: 'reverse_charge', kind: 'switch', description: true },
    { name: 'active', kind: 'switch' },
  ],
}

export function VatsPage() {
  const { t } = useTranslation('admin')
  return (
    <CompanySettingsTabs active="vats">
      <CompanyListPage<Vat>
        inTabs
        prefix="vats"
        endpoints={vatEndpoints}
        queryKey={['admin', 'vats']}
        form={form}
        name={(vat) => vat.name}
        filters={[activeFilter(t)]}
        columns={[
          { key: 'name', label: t('vats.fields.name'), sortField: 'name', value: (vat) => vat.name },
          {
            key: 'value',
            label: t('vats.fields.value'),
            sortField: 'value',
            value: (vat) => `${formatNumber(vat.value)} %`,
          },
          {
            key: 'code',
            label: t('vats.fields.code'),
            sortField: 'code',
            value: (vat) => formatText(vat.code),
          },
          {
            key: 'reverse_charge',
            label: t('vats.fields.reverse_charge'),
            value: (vat) => yesNo(t, vat.reverse_charge),
          },
          activeColumn(t),
        ]}
      />
    </CompanySettingsTabs>
  )
}
