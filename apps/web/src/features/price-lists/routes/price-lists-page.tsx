import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { PriceListList } from '../components/price-list-list.tsx'

export function PriceListsPage() {
  const { t } = useTranslation('price-lists')
  const { data: user } = useCurrentUser()
  const mayEdit = user ? hasPermission(user, 'create.price.list') : false
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Group gap="xs">
            {mayEdit && (
              <Button component={Link} to="/price-lists/indexing" variant="default">
                {t('indexing.pageTitle')}
              </Button>
            )}
            {user && hasPermission(user, 'list.rules') && (
              <Button component={Link} to="/price-rules" variant="default">
                {t('rules.title')}
              </Button>
            )}
          </Group>
        }
      />
      <PriceListList />
    </>
  )
}
