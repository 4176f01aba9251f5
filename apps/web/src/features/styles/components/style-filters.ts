import { StyleStatus } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from '../../../lib/params/use-params.ts'
import type { FilterField } from '../../../ui/list-screen/list-types.ts'
import { styleQueries } from '../api/style-queries.ts'

// The filter sidebar of /styles: season, supplier and status.
export function useStyleFilters(): FilterField[] {
  const { t } = useTranslation('styles')
  const params = useParams(['seasons'])
  const partners = useQuery(styleQueries.partners())
  return [
    {
      key: 'season_id',
      label: t('fields.seasons'),
      type: 'select',
      options: params.data.seasons.map((season) => ({ value: season.id, label: season.name })),
    },
    {
      key: 'supplier_id',
      label: t('fields.supplier'),
      type: 'select',
      options: (partners.data ?? [])
        .filter((partner) => partner.supplier)
        .map((partner) => ({ value: partner.id, label: partner.name })),
    },
    {
      key: 'status',
      label: t('fields.status'),
      type: 'select',
      options: StyleStatus.options.map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
  ]
}
