import { Button } from '@mantine/core'
import { priceListEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import { priceListQueries } from '../api/price-list-queries.ts'
import { priceListColumns, priceListFilters } from './price-list-columns.tsx'

// The company's price lists: the /price-lists page, and the article library's "price lists" tab.
export function PriceListList() {
  const { t } = useTranslation('price-lists')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const mayEdit = user ? hasPermission(user, 'create.price.list') : false
  return (
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
  )
}
