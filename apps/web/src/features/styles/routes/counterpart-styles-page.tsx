import { type CounterpartStyleListItem, counterpartStyleEndpoints } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { styleQueries } from '../api/style-queries.ts'

// /counterpart-styles: the styles our clients or suppliers shared with us, read-only.
export function CounterpartStylesPage() {
  const { t } = useTranslation('styles')
  const navigate = useNavigate()
  const columns: ListColumn<CounterpartStyleListItem>[] = [
    {
      key: 'style_number',
      label: t('fields.styleNumber'),
      sortField: 'style_number',
      value: (row) => row.style_number,
    },
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (row) => row.name },
    { key: 'owner_name', label: t('counterpart.owner'), value: (row) => row.owner_name },
    { key: 'seasons', label: t('fields.seasons'), value: (row) => formatText(row.seasons.join(', ')) },
    { key: 'colour_count', label: t('fields.colourCount'), value: (row) => formatNumber(row.colour_count) },
    {
      key: 'updated_at',
      label: t('fields.updatedAt'),
      sortField: 'updated_at',
      value: (row) => formatDateTime(row.updated_at),
    },
  ]
  return (
    <>
      <PageHeader title={t('counterpart.title')} description={t('counterpart.description')} />
      <ListScreen
        id="counterpart-styles"
        title={t('counterpart.title')}
        endpoint={counterpartStyleEndpoints.list}
        queryKey={styleQueries.counterpart}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="style_number"
        onRowClick={(row) => navigate(`/counterpart-styles/${row.id}`)}
      />
    </>
  )
}
