import { type EtaRule, etaRuleEndpoints, incoterms, UpdateEtaRuleBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatText } from '../../../lib/format/format.ts'
import { useParamLabel } from '../api/use-param-label.ts'
import { yesNo } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateEtaRuleBody,
  empty: {
    ship_from_address_id: null,
    ship_to_address_id: null,
    ship_to_warehouse_id: null,
    incoterm: null,
    freight_mode_id: null,
    lead_time_days: 30,
    is_default: false,
  },
  fields: [
    { name: 'ship_from_address_id', kind: 'param', param: 'addresses' },
    { name: 'ship_to_address_id', kind: 'param', param: 'addresses' },
    { name: 'ship_to_warehouse_id', kind: 'param', param: 'warehouses', description: true },
    { name: 'incoterm', kind: 'select', options: incoterms, optionLabel: (value) => value, nullable: true },
    { name: 'freight_mode_id', kind: 'param', param: 'freight-modes' },
    { name: 'lead_time_days', kind: 'integer', required: true },
    { name: 'is_default', kind: 'switch', description: true },
  ],
}

export function EtaRulesPage() {
  const { t } = useTranslation('admin')
  const label = useParamLabel(['addresses', 'warehouses', 'freight-modes'])
  // An empty field matches every route.
  const any = (text: string) => (text === formatText(null) ? t('etaRules.any') : text)
  return (
    <CompanyListPage<EtaRule>
      prefix="etaRules"
      endpoints={etaRuleEndpoints}
      queryKey={['admin', 'eta-rules']}
      form={form}
      name={(rule) => t('etaRules.ruleName', { count: rule.lead_time_days })}
      filters={[
        {
          key: 'incoterm',
          label: t('etaRules.fields.incoterm'),
          type: 'select',
          options: incoterms.map((value) => ({ value, label: value })),
        },
      ]}
      columns={[
        {
          key: 'from',
          label: t('etaRules.fields.ship_from_address_id'),
          value: (r) => any(label('addresses', r.ship_from_address_id)),
        },
        {
          key: 'to',
          label: t('etaRules.shipTo'),
          value: (r) =>
            any(
              r.ship_to_warehouse_id
                ? label('warehouses', r.ship_to_warehouse_id)
                : label('addresses', r.ship_to_address_id),
            ),
        },
        {
          key: 'incoterm',
          label: t('etaRules.fields.incoterm'),
          sortField: 'incoterm',
          value: (r) => any(formatText(r.incoterm)),
        },
        {
          key: 'freight_mode',
          label: t('etaRules.fields.freight_mode_id'),
          value: (r) => any(label('freight-modes', r.freight_mode_id)),
        },
        {
          key: 'lead_time_days',
          label: t('etaRules.fields.lead_time_days'),
          sortField: 'lead_time_days',
          value: (r) => t('lists.days', { count: r.lead_time_days }),
        },
        { key: 'is_default', label: t('etaRules.fields.is_default'), value: (r) => yesNo(t, r.is_default) },
      ]}
    />
  )
}
