import { Button } from '@mantine/core'
import { agreementEndpoints, agreementStatuses, type PartnerRole, partnerPaths } from '@scm/contracts'
import { IconChartBar, IconMailPlus, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { partnerQueries } from '../api/partner-queries.ts'
import { ExternalPartnerModal } from '../components/external-partner-modal.tsx'
import { ReceivedInvites } from '../components/received-invites.tsx'
import { usePartnerColumns } from '../components/use-partner-columns.tsx'

// /suppliers and /clients: the company's counterparties in that role, with invitations it received.
export function PartnerListPage({ side: role }: { side: PartnerRole }) {
  const { t } = useTranslation('partners')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const canEdit = hasPermission(user, 'edit.agreement')
  const [adding, setAdding] = useState(false)
  const path = partnerPaths[role]
  const categories = useParams(['company-categories']).data['company-categories']
  const columns = usePartnerColumns()
  return (
    <>
      <PageHeader title={t(`${path}.title`)} description={t(`${path}.description`)} />
      <ReceivedInvites side={role} />
      <ListScreen
        id={`partners-${path}`}
        title={t(`${path}.title`)}
        endpoint={agreementEndpoints(role).list}
        queryKey={partnerQueries.list(role)}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="name"
        onRowClick={(row) => navigate(`/${path}/${row.id}`)}
        filters={[
          {
            key: 'status',
            label: t('fields.status'),
            type: 'multi-select',
            options: agreementStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
          },
          {
            key: 'category_id',
            label: t('fields.category_ids'),
            type: 'select',
            options: categories.map((item) => ({ value: item.id, label: item.name })),
          },
          { key: 'country', label: t('fields.country'), type: 'text' },
        ]}
        actions={
          <>
            {role === 'supplier' && (
              <Button
                variant="default"
                component={Link}
                to="/suppliers/analyze"
                leftSection={<IconChartBar size={16} />}
              >
                {t('suppliers.analyze')}
              </Button>
            )}
            <Button
              variant="default"
              component={Link}
              to={role === 'supplier' ? '/suppliers/invites' : '/clients/new'}
              leftSection={<IconMailPlus size={16} />}
              data-testid="open-invites"
            >
              {t(`${path}.invites`)}
            </Button>
            {canEdit && (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setAdding(true)}
                data-testid="add-external"
              >
                {t(`${path}.addExternal`)}
              </Button>
            )}
          </>
        }
      />
      <ExternalPartnerModal side={role} opened={adding} onClose={() => setAdding(false)} />
    </>
  )
}

export const SupplierListPage = () => <PartnerListPage side="supplier" />
export const ClientListPage = () => <PartnerListPage side="client" />
