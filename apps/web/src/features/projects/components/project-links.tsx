import { Stack, Title } from '@mantine/core'
import { type Address, addressEndpoints, type Warehouse, warehouseEndpoints } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import { projectQueries } from '../api/project-queries.ts'

// What belongs to the project: its warehouses and addresses, each shown to those who manage that list.
export function ProjectLinks({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects')
  const { data: user } = useCurrentUser()
  return (
    <>
      {hasPermission(user, warehouseEndpoints.list.permission) && (
        <Stack gap="xs">
          <Title order={3}>{t('warehouses.title')}</Title>
          <ListScreen
            id="project-warehouses"
            title={t('warehouses.title')}
            endpoint={warehouseEndpoints.list}
            queryKey={projectQueries.warehouses(projectId)}
            fixedFilters={{ project_id: projectId }}
            searchable={false}
            columns={[
              {
                key: 'code',
                label: t('warehouses.code'),
                sortField: 'code',
                value: (w: Warehouse) => w.code,
              },
              {
                key: 'name',
                label: t('warehouses.name'),
                sortField: 'name',
                value: (w: Warehouse) => w.name,
              },
            ]}
            rowKey={(warehouse) => warehouse.id}
            defaultSort="code"
          />
        </Stack>
      )}
      {hasPermission(user, addressEndpoints.list.permission) && (
        <Stack gap="xs">
          <Title order={3}>{t('addresses.title')}</Title>
          <ListScreen
            id="project-addresses"
            title={t('addresses.title')}
            endpoint={addressEndpoints.list}
            queryKey={projectQueries.addresses(projectId)}
            fixedFilters={{ project_id: projectId }}
            searchable={false}
            columns={[
              {
                key: 'label',
                label: t('addresses.label'),
                sortField: 'label',
                value: (a: Address) => a.label,
              },
              {
                key: 'street',
                label: t('addresses.street'),
                value: (a: Address) => [a.line1, a.line2].filter(Boolean).join(', '),
              },
              { key: 'city', label: t('addresses.city'), sortField: 'city', value: (a: Address) => a.city },
            ]}
            rowKey={(address) => address.id}
            defaultSort="label"
          />
        </Stack>
      )}
    </>
  )
}
