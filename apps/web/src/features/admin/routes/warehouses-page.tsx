import { UpdateWarehouseBody, type Warehouse, warehouseEndpoints } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useParamLabel } from '../api/use-param-label.ts'
import { activeColumn, activeFilter } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateWarehouseBody,
  empty: {
    code: '',
    name: '',
    address_id: null,
    buying_entity_id: null,
    cost_centre_id: null,
    project_id: null,
    handling_days: 0,
    parent_id: null,
    active: true,
  },
  fields: [
    { name: 'code', kind: 'text', required: true },
    { name: 'name', kind: 'text', required: true },
    { name: 'address_id', kind: 'param', param: 'addresses' },
    { name: 'parent_id', kind: 'param', param: 'warehouses' },
    { name: 'buying_entity_id', kind: 'param', param: 'buying-entities' },
    { name: 'cost_centre_id', kind: 'param', param: 'cost-centres' },
    { name: 'project_id', kind: 'param', param: 'projects' },
    { name: 'handling_days', kind: 'integer', required: true, description: true },
    { name: 'active', kind: 'switch' },
  ],
}

export function WarehousesPage() {
  const { t } = useTranslation('admin')
  const label = useParamLabel(['addresses', 'warehouses', 'buying-entities', 'cost-centres', 'projects'])
  return (
    <CompanyListPage<Warehouse>
      prefix="warehouses"
      endpoints={warehouseEndpoints}
      queryKey={['admin', 'warehouses']}
      form={form}
      name={(warehouse) => `${warehouse.name} (${warehouse.code})`}
      defaultSort="code"
      filters={[activeFilter(t)]}
      columns={[
        { key: 'code', label: t('warehouses.fields.code'), sortField: 'code', value: (w) => w.code },
        { key: 'name', label: t('warehouses.fields.name'), sortField: 'name', value: (w) => w.name },
        {
          key: 'address',
          label: t('warehouses.fields.address_id'),
          value: (w) => label('addresses', w.address_id),
        },
        {
          key: 'parent',
          label: t('warehouses.fields.parent_id'),
          value: (w) => label('warehouses', w.parent_id),
        },
        {
          key: 'buying_entity',
          label: t('warehouses.fields.buying_entity_id'),
          value: (w) => label('buying-entities', w.buying_entity_id),
        },
        {
          key: 'cost_centre',
          label: t('warehouses.fields.cost_centre_id'),
          value: (w) => label('cost-centres', w.cost_centre_id),
          hiddenByDefault: true,
        },
        {
          key: 'project',
          label: t('warehouses.fields.project_id'),
          value: (w) => label('projects', w.project_id),
        },
        {
          key: 'handling_days',
          label: t('warehouses.fields.handling_days'),
          sortField: 'handling_days',
          value: (w) => t('lists.days', { count: w.handling_days }),
        },
        activeColumn(t),
      ]}
    />
  )
}
