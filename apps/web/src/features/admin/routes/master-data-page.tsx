import {
  type MasterDataItem,
  type MasterDataKind,
  masterDataEndpoints,
  UpdateMasterDataBody,
} from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { activeColumn, activeFilter } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateMasterDataBody,
  empty: { name: '', code: null, active: true },
  fieldPrefix: 'masterData',
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'code', kind: 'text', description: true },
    { name: 'active', kind: 'switch' },
  ],
}

// One screen for every list the spec names only (colours, seasons, units …): name, code, active.
export function MasterDataPage({ kind }: { kind: MasterDataKind }) {
  const { t } = useTranslation('admin')
  return (
    <CompanyListPage<MasterDataItem>
      // A new kind is a new list: its state (form, column choice) starts afresh.
      key={kind}
      prefix={`masterData.${kind}`}
      endpoints={masterDataEndpoints(kind)}
      queryKey={['admin', 'master-data', kind]}
      form={form}
      name={(item) => item.name}
      defaultSort="name"
      filters={[activeFilter(t)]}
      columns={[
        { key: 'name', label: t('masterData.fields.name'), sortField: 'name', value: (item) => item.name },
        {
          key: 'code',
          label: t('masterData.fields.code'),
          sortField: 'code',
          value: (item) => formatText(item.code),
        },
        activeColumn(t),
        {
          key: 'created_at',
          label: t('common.createdAt'),
          sortField: 'created_at',
          value: (item) => formatDateTime(item.created_at),
          hiddenByDefault: true,
        },
      ]}
    />
  )
}
