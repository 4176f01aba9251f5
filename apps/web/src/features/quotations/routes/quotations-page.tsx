import { Button, Menu } from '@mantine/core'
import { quotationEndpoints } from '@scm/contracts'
import { IconPlus, IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { quotationQueries } from '../api/quotation-queries.ts'
import { LibraryLinks } from '../components/library-links.tsx'
import { quotationPath } from '../components/quotation-path.ts'
import { useQuotationList } from '../components/use-quotation-list.tsx'

// /quotations: the buyer's requests for quotation. A draft opens in its wizard.
export function QuotationsPage() {
  const { t } = useTranslation('quotations')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const { columns, filters } = useQuotationList({ showProject: false })
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} actions={<LibraryLinks />} />
      <ListScreen
        id="quotations"
        title={t('list.title')}
        endpoint={quotationEndpoints.list}
        queryKey={quotationQueries.all}
        columns={columns}
        filters={filters}
        rowKey={(row) => row.id}
        defaultSort="-number"
        onRowClick={(row) => navigate(quotationPath(row))}
        rowActions={(row) => (
          <RowMenu label={t('print.actions', { number: row.number })}>
            <Menu.Item
              component={Link}
              to={`/quotations/${row.id}/print`}
              leftSection={<IconPrinter size={14} />}
            >
              {t('print.open')}
            </Menu.Item>
          </RowMenu>
        )}
        actions={
          hasPermission(user, 'create.quotation') && (
            <Button
              component={Link}
              to="/quotations/create"
              leftSection={<IconPlus size={16} />}
              data-testid="create-quotation"
            >
              {t('list.create')}
            </Button>
          )
        }
      />
    </>
  )
}
