import { type RecipientFreight, recipientFreightEndpoints, UpdateRecipientFreightBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useParamLabel } from '../api/use-param-label.ts'
import { CompanyListPage } from '../components/company-list-page.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateRecipientFreightBody,
  empty: { ship_to_address_id: null, ship_to_warehouse_id: null, freight_mode_id: null, lead_time_days: 14 },
  fields: [
    { name: 'ship_to_warehouse_id', kind: 'param', param: 'warehouses', description: true },
    { name: 'ship_to_address_id', kind: 'param', param: 'addresses' },
    { name: 'freight_mode_id', kind: 'param', param: 'freight-modes', required: true },
    { name: 'lead_time_days', kind: 'integer', required: true, description: true },
  ],
}

export function RecipientFreightPage() {
  const { t } = useTranslation('admin')
  const label = useParamLabel(['addresses', 'warehouses', 'freight-modes'])
  const shipTo = (row: RecipientFreight) =>
    row.ship_to_warehouse_id
      ? label('warehouses', row.ship_to_warehouse_id)
      : label('addresses', row.ship_to_address_id)
  return (
    <CompanyListPage<RecipientFreight>
      prefix="recipientFreight"
      endpoints={recipientFreightEndpoints}
      queryKey={['admin', 'recipient-freight']}
      form={form}
      name={(row) => `${shipTo(row)}, ${label('freight-modes', row.freight_mode_id)}`}
      columns={[
        { key: 'ship_to', label: t('recipientFreight.shipTo'), sortField: 'ship_to', value: shipTo },
        {
          key: 'freight_mode',
          label: t('recipientFreight.fields.freight_mode_id'),
          sortField: 'freight_mode',
          value: (r) => label('freight-modes', r.freight_mode_id),
        },
        {
          key: 'lead_time_days',
          label: t('recipientFreight.fields.lead_time_days'),
          sortField: 'lead_time_days',
          value: (r) => t('lists.days', { count: r.lead_time_days }),
        },
      ]}
    />
  )
}
