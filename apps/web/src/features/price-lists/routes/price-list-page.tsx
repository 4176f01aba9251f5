import { SimpleGrid, Stack, Tabs, Text } from '@mantine/core'
import type { OrderStatus } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { formatDate, formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { priceListQueries } from '../api/price-list-queries.ts'
import { PriceListActions } from '../components/price-list-actions.tsx'
import { partyOf } from '../components/price-list-columns.tsx'
import { PriceListIndexing } from '../components/price-list-indexing.tsx'
import { PriceListLines } from '../components/price-list-lines.tsx'
import { PriceListOrders } from '../components/price-list-orders.tsx'

const tabs = ['overview', 'articles', 'indexing', 'details', 'orders'] as const

// Spec §2.10 price list tabs: overview, articles, indexing, details and related orders. The app hands
// in the orders feature's status badge (features do not import each other).
export function PriceListPage({ orderStatus }: { orderStatus: (status: OrderStatus) => ReactNode }) {
  const { t } = useTranslation('price-lists')
  const { id = '' } = useParams()
  const [search, setSearch] = useSearchParams()
  usePresence('price-list', id)
  const list = useQuery({ ...priceListQueries.detail(id), meta: { quiet: true } })
  if (list.error instanceof ApiError && list.error.status === 404) throw list.error
  if (!list.data) return <LoadState query={list} />
  const data = list.data
  const owner = data.side === 'owner'
  const shown = tabs.filter((tab) => tab !== 'indexing' || owner)
  const tab = shown.find((name) => name === search.get('tab')) ?? 'overview'
  return (
    <Stack>
      <PageHeader
        title={data.name}
        description={t(`side.${data.side}Long`, { party: partyOf(data) })}
        actions={<PriceListActions list={data} />}
      />
      <Tabs
        value={tab}
        onChange={(next) => setSearch(next && next !== 'overview' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {shown.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <DetailField label={t('fields.state')}>
              <StatusBadge status={data.state} ns="price-lists" />
            </DetailField>
            <DetailField label={t('fields.party')}>{partyOf(data)}</DetailField>
            <DetailField label={t('fields.currency')}>{data.currency}</DetailField>
            <DetailField label={t('fields.validFrom')}>{formatDate(data.valid_from)}</DetailField>
            <DetailField label={t('fields.validTo')}>{formatDate(data.valid_to)}</DetailField>
            <DetailField label={t('fields.lineCount')}>{formatNumber(data.line_count)}</DetailField>
            <DetailField label={t('fields.discountType')}>
              {t(`discountType.${data.discount_type}`)}
            </DetailField>
            <DetailField label={t('fields.settings')}>
              {[
                data.is_default && t('fields.isDefault'),
                data.is_internal && t('fields.isInternal'),
                data.active ? t('status.active') : t('status.inactive'),
              ]
                .filter(Boolean)
                .join(', ')}
            </DetailField>
          </SimpleGrid>
          {owner && data.state === 'internal' && data.counterparty_company_id && (
            <Text c="dimmed" size="sm" mt="md">
              {t('overview.notShared')}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="articles">
          <PriceListLines list={data} />
        </Tabs.Panel>
        {owner && (
          <Tabs.Panel value="indexing">
            <PriceListIndexing list={data} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="details">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DetailField label={t('fields.description')}>{formatText(data.description)}</DetailField>
            <DetailField label={t('fields.owner')}>{data.owner_name}</DetailField>
            <DetailField label={t('fields.createdAt')}>{formatDateTime(data.created_at)}</DetailField>
            <DetailField label={t('fields.updatedAt')}>{formatDateTime(data.updated_at)}</DetailField>
            <DetailField label={t('fields.publishedAt')}>{formatDateTime(data.published_at)}</DetailField>
            <DetailField label={t('fields.decidedAt')}>{formatDateTime(data.decided_at)}</DetailField>
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <PriceListOrders list={data} orderStatus={orderStatus} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
