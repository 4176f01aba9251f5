import { Button } from '@mantine/core'
import { priceListEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { priceListQueries } from '../api/price-list-queries.ts'
import { priceListColumns, priceListFilters } from '../components/price-list-columns.tsx'

export function PriceListsPage() {
  const { t } = useTranslation('price-lists')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const mayEdit = user ? hasPermission(user, 'create.price.list') : false
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          user && hasPermission(user, 'list.rules') ? (
            <Button component={Link} to="/price-rules" variant="default">
              {t('rules.title')}
            </Button>
          ) : undefined
        }
      />
      <ListScreen
        id="price-lists"
        title={t('list.title')}
        endpoint={priceListEndpoints.list}
        queryKey={priceListQueries.all}
        columns={priceListColumns(t)}
        filters={priceListFilters(t)}
        rowKey={(list) => list.id}
        defaultSort="-created_at"
        onRowClick={(list) => navigate(`/price-lists/${list.id}`)}
        actions={
          mayEdit ? (
            <Button
              component={Link}
              to="/price-lists/create"
              leftSection={<IconPlus size={16} />}
              data-testid="create-price-list"
            >
              {t('list.create')}
            </Button>
          ) : undefined
        }
      />
    </>
  )
}
