import { quotationEndpoints } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { RouteTabs } from '../../../ui/route-tabs.tsx'
import { quotationQueries } from '../api/quotation-queries.ts'
import { quotationPath } from '../components/quotation-path.ts'
import { useQuotationList } from '../components/use-quotation-list.tsx'

// /projects/quotations, the projects area's quotations tab (spec §2.10): the quotations placed in one of
// the company's projects. A quotation outside every project is on /quotations only.
export function ProjectQuotationsPage() {
  const { t } = useTranslation('quotations')
  const navigate = useNavigate()
  const { columns, filters } = useQuotationList({ showProject: true })
  return (
    <>
      <PageHeader title={t('projectList.title')} description={t('projectList.description')} />
      <RouteTabs
        label={t('projectList.tabs.label')}
        tabs={[
          { to: '/projects', label: t('projectList.tabs.list') },
          { to: '/projects/quotations', label: t('projectList.tabs.quotations') },
        ]}
      />
      <ListScreen
        id="project-quotations"
        title={t('projectList.title')}
        endpoint={quotationEndpoints.list}
        queryKey={[...quotationQueries.all, 'in-projects']}
        fixedFilters={{ in_project: 'true' }}
        columns={columns}
        filters={filters}
        rowKey={(row) => row.id}
        defaultSort="-number"
        onRowClick={(row) => navigate(quotationPath(row))}
      />
    </>
  )
}
