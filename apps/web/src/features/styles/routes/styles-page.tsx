import { Button } from '@mantine/core'
import { type StyleListItem, styleEndpoints } from '@scm/contracts'
import { IconChecklist, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { styleQueries } from '../api/style-queries.ts'
import { ReviewResultBadge, StyleStatusBadge } from '../components/style-badges.tsx'
import { StyleCreateModal } from '../components/style-create-modal.tsx'
import { useStyleFilters } from '../components/style-filters.ts'

export function StylesPage() {
  const { t } = useTranslation('styles')
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const columns: ListColumn<StyleListItem>[] = [
    {
      key: 'style_number',
      label: t('fields.styleNumber'),
      sortField: 'style_number',
      value: (style) => style.style_number,
    },
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (style) => style.name },
    {
      key: 'default_supplier',
      label: t('fields.defaultSupplier'),
      value: (style) => formatText(style.default_supplier),
    },
    { key: 'seasons', label: t('fields.seasons'), value: (style) => formatText(style.seasons.join(', ')) },
    {
      key: 'colour_count',
      label: t('fields.colourCount'),
      value: (style) => formatNumber(style.colour_count),
    },
    {
      key: 'review_result',
      label: t('fields.review'),
      value: (style) => t(`status.${style.review_result}`),
      render: (style) => <ReviewResultBadge result={style.review_result} />,
    },
    {
      key: 'status',
      label: t('fields.status'),
      value: (style) => t(`status.${style.status}`),
      render: (style) => <StyleStatusBadge status={style.status} />,
    },
    {
      key: 'updated_at',
      label: t('fields.updatedAt'),
      sortField: 'updated_at',
      value: (style) => formatDateTime(style.updated_at),
      hiddenByDefault: true,
    },
  ]
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button
            component={Link}
            to="/styles/review-criteria"
            variant="default"
            leftSection={<IconChecklist size={16} />}
          >
            {t('criteria.title')}
          </Button>
        }
      />
      <ListScreen
        id="styles"
        title={t('list.title')}
        endpoint={styleEndpoints.list}
        queryKey={styleQueries.list}
        columns={columns}
        rowKey={(style) => style.id}
        filters={useStyleFilters()}
        defaultSort="style_number"
        onRowClick={(style) => navigate(`/styles/${style.id}`)}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="create-style"
          >
            {t('create.title')}
          </Button>
        }
      />
      <StyleCreateModal opened={creating} onClose={() => setCreating(false)} />
    </>
  )
}
