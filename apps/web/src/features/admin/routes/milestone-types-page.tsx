import { type MilestoneType, milestoneTypeEndpoints, UpdateMilestoneTypeBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { activeColumn, activeFilter } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import { CompanySettingsTabs } from '../components/company-settings-tabs.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const form: EntityFormSpec = {
  schema: UpdateMilestoneTypeBody,
  empty: { name: '', active: true },
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'active', kind: 'switch' },
  ],
}

// /admin/milestone-types: the kinds of milestone the production workflows label their milestones with.
export function MilestoneTypesPage() {
  const { t } = useTranslation('admin')
  return (
    <CompanySettingsTabs active="milestoneTypes">
      <CompanyListPage<MilestoneType>
        inTabs
        prefix="milestoneTypes"
        endpoints={milestoneTypeEndpoints}
        queryKey={['admin', 'milestone-types']}
        form={form}
        name={(type) => type.name}
        filters={[activeFilter(t)]}
        columns={[
          {
            key: 'name',
            label: t('milestoneTypes.fields.name'),
            sortField: 'name',
            value: (type) => type.name,
          },
          activeColumn(t),
        ]}
      />
    </CompanySettingsTabs>
  )
}
