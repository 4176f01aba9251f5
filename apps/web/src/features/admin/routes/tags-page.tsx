import { type Tag, tagEndpoints, tagTypes, UpdateTagBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { activeColumn, activeFilter } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import { CompanySettingsTabs } from '../components/company-settings-tabs.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateTagBody,
  empty: { name: '', type: 'order', active: true },
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'type', kind: 'select', options: tagTypes, required: true, description: true },
    { name: 'active', kind: 'switch' },
  ],
}

export function TagsPage() {
  const { t } = useTranslation('admin')
  const type = (value: string) => t(`tags.options.type.${value}`)
  return (
    <CompanySettingsTabs active="tags">
      <CompanyListPage<Tag>
        inTabs
        prefix="tags"
        endpoints={tagEndpoints}
        queryKey={['admin', 'tags']}
        form={form}
        name={(tag) => tag.name}
        filters={[
          {
            key: 'type',
            label: t('tags.fields.type'),
            type: 'select',
            options: tagTypes.map((value) => ({ value, label: type(value) })),
          },
          activeFilter(t),
        ]}
        columns={[
          { key: 'name', label: t('tags.fields.name'), sortField: 'name', value: (tag) => tag.name },
          { key: 'type', label: t('tags.fields.type'), sortField: 'type', value: (tag) => type(tag.type) },
          activeColumn(t),
        ]}
      />
    </CompanySettingsTabs>
  )
}
