import { type Address, addressEndpoints, addressTypes, UpdateAddressBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { countryName } from '../../../lib/format/countries.ts'
import { formatText } from '../../../lib/format/format.ts'
import { useParamLabel } from '../api/use-param-label.ts'
import { activeColumn, activeFilter, yesNo } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import { CompanySettingsTabs } from '../components/company-settings-tabs.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateAddressBody,
  empty: {
    label: '',
    type: 'delivery',
    code: null,
    line1: '',
    line2: null,
    zip: '',
    city: '',
    country: null,
    supplier_id: null,
    buying_entity_id: null,
    project_id: null,
    cost_centre_id: null,
    warehouse_id: null,
    contact_id: null,
    notes: null,
    is_default: false,
    auto_populate_ship_from: false,
    active: true,
  },
  fields: [
    { name: 'label', kind: 'text', required: true },
    { name: 'type', kind: 'select', options: addressTypes, required: true },
    { name: 'line1', kind: 'text', required: true },
    { name: 'line2', kind: 'text' },
    { name: 'zip', kind: 'text', required: true },
    { name: 'city', kind: 'text', required: true },
    { name: 'country', kind: 'country', required: true },
    { name: 'code', kind: 'text' },
    { name: 'supplier_id', kind: 'param', param: 'suppliers' },
    { name: 'buying_entity_id', kind: 'param', param: 'buying-entities' },
    { name: 'project_id', kind: 'param', param: 'projects' },
    { name: 'cost_centre_id', kind: 'param', param: 'cost-centres' },
    { name: 'warehouse_id', kind: 'param', param: 'warehouses' },
    { name: 'contact_id', kind: 'param', param: 'contacts' },
    { name: 'notes', kind: 'textarea' },
    { name: 'is_default', kind: 'switch', description: true },
    { name: 'auto_populate_ship_from', kind: 'switch', description: true },
    { name: 'active', kind: 'switch' },
  ],
}

export function AddressesPage() {
  const { t, i18n } = useTranslation('admin')
  const label = useParamLabel(['suppliers', 'buying-entities', 'projects', 'contacts', 'warehouses'])
  const type = (address: Address) => t(`addresses.options.type.${address.type}`)
  return (
    <CompanySettingsTabs active="addresses">
      <CompanyListPage<Address>
        inTabs
        prefix="addresses"
        endpoints={addressEndpoints}
        queryKey={['admin', 'addresses']}
        form={form}
        name={(address) => address.label}
        defaultSort="label"
        filters={[
          {
            key: 'type',
            label: t('addresses.fields.type'),
            type: 'select',
            options: addressTypes.map((value) => ({ value, label: t(`addresses.options.type.${value}`) })),
          },
          activeFilter(t),
        ]}
        columns={[
          { key: 'label', label: t('addresses.fields.label'), sortField: 'label', value: (a) => a.label },
          { key: 'type', label: t('addresses.fields.type'), sortField: 'type', value: type },
          {
            key: 'street',
            label: t('addresses.street'),
            value: (a) => [a.line1, a.line2].filter(Boolean).join(', '),
          },
          { key: 'zip', label: t('addresses.fields.zip'), value: (a) => a.zip },
          { key: 'city', label: t('addresses.fields.city'), sortField: 'city', value: (a) => a.city },
          {
            key: 'country',
            label: t('addresses.fields.country'),
            sortField: 'country',
            value: (a) => countryName(a.country, i18n.language),
          },
          {
            key: 'code',
            label: t('addresses.fields.code'),
            sortField: 'code',
            value: (a) => formatText(a.code),
          },
          {
            key: 'is_default',
            label: t('addresses.fields.is_default'),
            value: (a) => yesNo(t, a.is_default),
          },
          {
            key: 'ship_from',
            label: t('addresses.shipFrom'),
            value: (a) => yesNo(t, a.auto_populate_ship_from),
            hiddenByDefault: true,
          },
          {
            key: 'supplier',
            label: t('addresses.fields.supplier_id'),
            value: (a) => label('suppliers', a.supplier_id),
            hiddenByDefault: true,
          },
          {
            key: 'buying_entity',
            label: t('addresses.fields.buying_entity_id'),
            value: (a) => label('buying-entities', a.buying_entity_id),
            hiddenByDefault: true,
          },
          {
            key: 'project',
            label: t('addresses.fields.project_id'),
            value: (a) => label('projects', a.project_id),
            hiddenByDefault: true,
          },
          {
            key: 'warehouse',
            label: t('addresses.fields.warehouse_id'),
            value: (a) => label('warehouses', a.warehouse_id),
            hiddenByDefault: true,
          },
          {
            key: 'contact',
            label: t('addresses.fields.contact_id'),
            value: (a) => label('contacts', a.contact_id),
            hiddenByDefault: true,
          },
          activeColumn(t),
        ]}
      />
    </CompanySettingsTabs>
  )
}
