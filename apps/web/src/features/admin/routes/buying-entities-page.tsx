import { type BuyingEntity, buyingEntityEndpoints, UpdateBuyingEntityBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText } from '../../../lib/format/format.ts'
import { activeColumn, activeFilter, yesNo } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateBuyingEntityBody,
  empty: {
    name: '',
    org_number: null,
    internal_id: null,
    integration_order: null,
    remarks: null,
    buyer_on_order: false,
    active: true,
  },
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'org_number', kind: 'text' },
    { name: 'internal_id', kind: 'text' },
    { name: 'integration_order', kind: 'integer', description: true },
    { name: 'remarks', kind: 'textarea' },
    { name: 'buyer_on_order', kind: 'switch', description: true },
    { name: 'active', kind: 'switch' },
  ],
}

export function BuyingEntitiesPage() {
  const { t } = useTranslation('admin')
  return (
    <CompanyListPage<BuyingEntity>
      prefix="buyingEntities"
      endpoints={buyingEntityEndpoints}
      queryKey={['admin', 'buying-entities']}
      form={form}
      name={(entity) => entity.name}
      filters={[activeFilter(t)]}
      columns={[
        { key: 'name', label: t('buyingEntities.fields.name'), sortField: 'name', value: (e) => e.name },
        {
          key: 'org_number',
          label: t('buyingEntities.fields.org_number'),
          value: (e) => formatText(e.org_number),
        },
        {
          key: 'internal_id',
          label: t('buyingEntities.fields.internal_id'),
          sortField: 'internal_id',
          value: (e) => formatText(e.internal_id),
        },
        {
          key: 'integration_order',
          label: t('buyingEntities.fields.integration_order'),
          sortField: 'integration_order',
          value: (e) => formatNumber(e.integration_order),
        },
        {
          key: 'buyer_on_order',
          label: t('buyingEntities.fields.buyer_on_order'),
          value: (e) => yesNo(t, e.buyer_on_order),
        },
        {
          key: 'remarks',
          label: t('buyingEntities.fields.remarks'),
          value: (e) => formatText(e.remarks),
          hiddenByDefault: true,
        },
        activeColumn(t),
      ]}
    />
  )
}
