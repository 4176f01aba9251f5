import type { Agreement } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// The columns of /suppliers and /clients: name, org no., internal id, status, categories, country.
export function usePartnerColumns(): ListColumn<Agreement>[] {
  const { t } = useTranslation('partners')
  const categories = useParams(['company-categories']).data['company-categories']
  const categoryNames = (row: Agreement) =>
    row.category_ids
      .map((id) => categories.find((item) => item.id === id)?.name ?? '')
      .filter(Boolean)
      .join(', ')
  return [
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (row) => row.name },
    { key: 'org_number', label: t('fields.org_number'), value: (row) => formatText(row.org_number) },
    {
      key: 'internal_id',
      label: t('fields.internal_id'),
      sortField: 'internal_id',
      value: (row) => formatText(row.internal_id),
    },
    {
      key: 'status',
      label: t('fields.status'),
      sortField: 'status',
      value: (row) => t(`status.${row.status}`),
      render: (row) => <StatusBadge status={row.status} ns="partners" />,
    },
    { key: 'categories', label: t('fields.category_ids'), value: (row) => formatText(categoryNames(row)) },
    {
      key: 'country',
      label: t('fields.country'),
      sortField: 'country',
      value: (row) => formatText(row.country),
    },
    {
      key: 'platform',
      label: t('fields.on_platform'),
      value: (row) => (row.counterparty_company_id ? t('values.onPlatform') : t('values.external')),
      hiddenByDefault: true,
    },
  ]
}
