import { Drawer, SimpleGrid } from '@mantine/core'
import { articleEndpoints, type SharedArticle } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { articleQueries } from '../api/article-queries.ts'
import { useCountryName } from './country-select.tsx'

// Articles partners shared with us, read-only: the list and a drawer with what the owner shares.
export function SharedArticleList() {
  const { t } = useTranslation('articles')
  const [open, setOpen] = useState<SharedArticle | null>(null)
  const country = useCountryName()
  const columns: ListColumn<SharedArticle>[] = [
    { key: 'code', label: t('fields.code'), sortField: 'code', value: (a) => a.code },
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (a) => a.name },
    { key: 'owner', label: t('fields.owner'), sortField: 'owner', value: (a) => formatText(a.owner_name) },
    { key: 'sku', label: t('fields.sku'), value: (a) => formatText(a.sku) },
    { key: 'ean', label: t('fields.ean'), value: (a) => formatText(a.ean), hiddenByDefault: true },
    {
      key: 'status',
      label: t('fields.status'),
      value: (a) => t(`status.${a.status}`),
      render: (a) => <StatusBadge status={a.status} ns="articles" />,
    },
    {
      key: 'updated_at',
      label: t('fields.updatedAt'),
      sortField: 'updated_at',
      value: (a) => formatDateTime(a.updated_at),
    },
  ]
  const fields: Array<[string, (a: SharedArticle) => string]> = [
    ['description', (a) => formatText(a.description)],
    ['sku', (a) => formatText(a.sku)],
    ['ean', (a) => formatText(a.ean)],
    ['barcode', (a) => formatText(a.barcode)],
    ['composition', (a) => formatText(a.composition)],
    ['countryOfOrigin', (a) => country(a.country_of_origin)],
    ['tariffCode', (a) => formatText(a.tariff_code)],
    ['leadTimeDays', (a) => formatNumber(a.lead_time_days)],
    ['weight', (a) => formatNumber(a.weight)],
    ['length', (a) => formatNumber(a.length)],
    ['width', (a) => formatNumber(a.width)],
    ['height', (a) => formatNumber(a.height)],
  ]
  return (
    <>
      <ListScreen
        id="shared-articles"
        title={t('shared.title')}
        endpoint={articleEndpoints.shared}
        queryKey={articleQueries.shared.all}
        columns={columns}
        rowKey={(a) => a.id}
        defaultSort="name"
        onRowClick={setOpen}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="md"
        title={open ? t('shared.detailTitle', { code: open.code, name: open.name }) : ''}
        closeButtonProps={{ 'aria-label': t('app:close') }}
      >
        {open && (
          <SimpleGrid cols={2} data-testid="shared-article-detail">
            <DetailField label={t('fields.owner')}>{formatText(open.owner_name)}</DetailField>
            {fields.map(([key, value]) => (
              <DetailField key={key} label={t(`fields.${key}` as 'fields.sku')}>
                {value(open)}
              </DetailField>
            ))}
          </SimpleGrid>
        )}
      </Drawer>
    </>
  )
}
