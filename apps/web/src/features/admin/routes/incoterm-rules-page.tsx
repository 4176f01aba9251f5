import {
  freightPayers,
  type IncotermRule,
  incotermRuleEndpoints,
  incoterms,
  UpdateIncotermRuleBody,
} from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatText } from '../../../lib/format/format.ts'
import { useParamLabel } from '../api/use-param-label.ts'
import { yesNo } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateIncotermRuleBody,
  empty: {
    supplier_id: null,
    ship_from_address_id: null,
    incoterm: null,
    freight_payer: 'buyer',
    named_place: null,
    is_default: false,
  },
  fields: [
    { name: 'supplier_id', kind: 'param', param: 'suppliers' },
    { name: 'ship_from_address_id', kind: 'param', param: 'addresses' },
    { name: 'incoterm', kind: 'select', options: incoterms, optionLabel: (value) => value, required: true },
    { name: 'freight_payer', kind: 'select', options: freightPayers, required: true },
    { name: 'named_place', kind: 'text', description: true },
    { name: 'is_default', kind: 'switch', description: true },
  ],
}

export function IncotermRulesPage() {
  const { t } = useTranslation('admin')
  const label = useParamLabel(['suppliers', 'addresses'])
  // An empty supplier or ship-from matches any.
  const any = (text: string) => (text === formatText(null) ? t('incotermRules.any') : text)
  const payer = (value: string) => t(`incotermRules.options.freight_payer.${value}`)
  return (
    <CompanyListPage<IncotermRule>
      prefix="incotermRules"
      endpoints={incotermRuleEndpoints}
      queryKey={['admin', 'incoterm-rules']}
      form={form}
      name={(rule) => t('incotermRules.ruleName', { incoterm: rule.incoterm })}
      filters={[
        {
          key: 'incoterm',
          label: t('incotermRules.fields.incoterm'),
          type: 'select',
          options: incoterms.map((value) => ({ value, label: value })),
        },
        {
          key: 'freight_payer',
          label: t('incotermRules.fields.freight_payer'),
          type: 'select',
          options: freightPayers.map((value) => ({ value, label: payer(value) })),
        },
      ]}
      columns={[
        {
          key: 'supplier',
          label: t('incotermRules.fields.supplier_id'),
          value: (r) => any(label('suppliers', r.supplier_id)),
        },
        {
          key: 'from',
          label: t('incotermRules.fields.ship_from_address_id'),
          value: (r) => any(label('addresses', r.ship_from_address_id)),
        },
        {
          key: 'incoterm',
          label: t('incotermRules.fields.incoterm'),
          sortField: 'incoterm',
          value: (r) => r.incoterm,
        },
        {
          key: 'named_place',
          label: t('incotermRules.fields.named_place'),
          sortField: 'named_place',
          value: (r) => formatText(r.named_place),
        },
        {
          key: 'freight_payer',
          label: t('incotermRules.fields.freight_payer'),
          sortField: 'freight_payer',
          value: (r) => payer(r.freight_payer),
        },
        {
          key: 'is_default',
          label: t('incotermRules.fields.is_default'),
          value: (r) => yesNo(t, r.is_default),
        },
      ]}
    />
  )
}
