import {
  currencies,
  type OrderAuthorizationRule,
  orderAuthorizationRuleEndpoints,
  UpdateOrderAuthorizationRuleBody,
} from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText } from '../../../lib/format/format.ts'
import { activeColumn, activeFilter } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateOrderAuthorizationRuleBody,
  empty: {
    name: '',
    currency: 'EUR',
    min_value: '',
    user_group_id: null,
    approver_ids: [],
    active: true,
  },
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'currency', kind: 'select', options: currencies, optionLabel: (value) => value, required: true },
    { name: 'min_value', kind: 'decimal', required: true, description: true },
    { name: 'user_group_id', kind: 'user-group', description: true },
    { name: 'approver_ids', kind: 'users', required: true, description: true },
    { name: 'active', kind: 'switch' },
  ],
  fromRow: (row) => ({
    approver_ids: (row as OrderAuthorizationRule).approvers.map((approver) => approver.id),
  }),
}

// Spec §4: an order draft above a value waits for one of the named approvers before it is sent; a
// rule may apply only to drafts of one user group's members.
export function AuthorizationRulesPage() {
  const { t } = useTranslation('admin')
  return (
    <CompanyListPage<OrderAuthorizationRule>
      prefix="authorizationRules"
      endpoints={orderAuthorizationRuleEndpoints}
      queryKey={['admin', 'authorization-rules']}
      form={form}
      name={(rule) => rule.name}
      defaultSort="name"
      filters={[
        activeFilter(t),
        {
          key: 'currency',
          label: t('authorizationRules.fields.currency'),
          type: 'select',
          options: currencies.map((value) => ({ value, label: value })),
        },
      ]}
      columns={[
        {
          key: 'name',
          label: t('authorizationRules.fields.name'),
          sortField: 'name',
          value: (r) => r.name,
        },
        { key: 'currency', label: t('authorizationRules.fields.currency'), value: (r) => r.currency },
        {
          key: 'min_value',
          label: t('authorizationRules.fields.min_value'),
          sortField: 'min_value',
          value: (r) => formatNumber(r.min_value, 2),
        },
        {
          key: 'user_group',
          label: t('authorizationRules.fields.user_group_id'),
          value: (r) => r.user_group_name ?? t('authorizationRules.everyone'),
        },
        {
          key: 'approvers',
          label: t('authorizationRules.fields.approver_ids'),
          value: (r) => formatText(r.approvers.map((approver) => approver.name).join(', ')),
        },
        activeColumn(t),
      ]}
    />
  )
}
