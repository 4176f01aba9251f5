import { Button, Group, Menu } from '@mantine/core'
import { type ArticleSummary, articleEndpoints, articleStatuses } from '@scm/contracts'
import { IconFileImport, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { articleQueries } from '../api/article-queries.ts'
import { useArticleStatusActions } from './article-status-actions.ts'

// "My articles" (spec §2.10 Article library tabs): filters category, status and supplier; sort; export.
export function ArticleList() {
  const { t } = useTranslation('articles')
  const navigate = useNavigate()
  const categories = useParams(['product-categories']).data['product-categories']
  const partners = useQuery(articleQueries.partners())
  const status = useArticleStatusActions()
  const columns: ListColumn<ArticleSummary>[] = [
    { key: 'code', label: t('fields.code'), sortField: 'code', value: (a) => a.code },
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (a) => a.name },
    { key: 'category', label: t('fields.category'), value: (a) => formatText(a.category_name) },
    { key: 'color', label: t('fields.color'), value: (a) => formatText(a.color_name) },
    { key: 'size', label: t('fields.size'), value: (a) => formatText(a.size_name) },
    { key: 'sku', label: t('fields.sku'), value: (a) => formatText(a.sku), hiddenByDefault: true },
    { key: 'ean', label: t('fields.ean'), value: (a) => formatText(a.ean), hiddenByDefault: true },
    { key: 'unit', label: t('fields.unit'), value: (a) => formatText(a.unit_name), hiddenByDefault: true },
    { key: 'supplier', label: t('fields.supplier'), value: (a) => formatText(a.supplier_name) },
    {
      key: 'lead_time_days',
      label: t('fields.leadTimeDays'),
      sortField: 'lead_time_days',
      value: (a) => formatNumber(a.lead_time_days),
      hiddenByDefault: true,
    },
    {
      key: 'status',
      label: t('fields.status'),
      sortField: 'status',
      value: (a) => t(`status.${a.status}`),
      render: (a) => <StatusBadge status={a.status} ns="articles" />,
    },
    {
      key: 'updated_at',
      label: t('fields.updatedAt'),
      sortField: 'updated_at',
      value: (a) => formatDateTime(a.updated_at),
      hiddenByDefault: true,
    },
  ]
  return (
    <ListScreen
      id="articles"
      title={t('library.title')}
      endpoint={articleEndpoints.list}
      queryKey={articleQueries.all}
      columns={columns}
      rowKey={(a) => a.id}
      defaultSort="name"
      filters={[
        {
          key: 'category_id',
          label: t('fields.category'),
          type: 'select',
          options: categories.map((c) => ({ value: c.id, label: c.name })),
        },
        {
          key: 'status',
          label: t('fields.status'),
          type: 'select',
          options: articleStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
        },
        {
          key: 'supplier_company_id',
          label: t('fields.supplier'),
          type: 'select',
          options: (partners.data ?? []).map((p) => ({ value: p.id, label: p.name })),
        },
      ]}
      onRowClick={(a) => void navigate(`/products/${a.id}`)}
      rowActions={(a) => (
        <RowMenu label={t('common.actionsFor', { name: `${a.code} ${a.name}` })}>
          <Menu.Item onClick={() => void navigate(`/products/${a.id}`)}>{t('common.edit')}</Menu.Item>
          {a.status === 'active' ? (
            <Menu.Item color="red" onClick={() => void status.archive(a)}>
              {t('detail.archive')}
            </Menu.Item>
          ) : (
            <Menu.Item onClick={() => void status.restore(a)}>{t('detail.restore')}</Menu.Item>
          )}
        </RowMenu>
      )}
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            component={Link}
            to="/products/import"
            leftSection={<IconFileImport size={16} />}
          >
            {t('library.import')}
          </Button>
          <Button
            component={Link}
            to="/products/create"
            leftSection={<IconPlus size={16} />}
            data-testid="create-article"
          >
            {t('library.create')}
          </Button>
        </Group>
      }
    />
  )
}
