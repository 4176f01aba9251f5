import { Alert, Select, Stack } from '@mantine/core'
import { priceListEndpoints } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../lib/api/call-api.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { priceListQueries } from '../api/price-list-queries.ts'
import { PriceListIndexing } from '../components/price-list-indexing.tsx'

// /price-lists/indexing (spec §2.1): index one of the company's own lists without opening it first.
export function PriceIndexingPage() {
  const { t } = useTranslation('price-lists')
  const [listId, setListId] = useState<string | null>(null)
  const lists = useQuery({
    queryKey: [...priceListQueries.all, 'own-for-indexing'],
    queryFn: () => callApi(priceListEndpoints.list, { query: { per_page: 'all', sort: 'name' } }),
  })
  const list = useQuery({ ...priceListQueries.detail(listId ?? ''), enabled: listId !== null })
  const own = (lists.data?.data ?? []).filter((item) => item.side === 'owner')
  return (
    <>
      <PageHeader title={t('indexing.pageTitle')} description={t('indexing.pageDescription')} />
      <Stack maw={900}>
        <LoadState query={lists} />
        {lists.isSuccess && own.length === 0 && <Alert color="gray">{t('indexing.noLists')}</Alert>}
        {own.length > 0 && (
          <Select
            label={t('indexing.list')}
            placeholder={t('indexing.pickList')}
            data={own.map((item) => ({ value: item.id, label: `${item.name} (${item.currency})` }))}
            value={listId}
            onChange={setListId}
            searchable
            w={400}
            data-testid="indexing-list"
          />
        )}
        {listId && <LoadState query={list} />}
        {list.data && <PriceListIndexing key={list.data.id} list={list.data} />}
      </Stack>
    </>
  )
}
