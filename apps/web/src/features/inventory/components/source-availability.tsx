import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format/format.ts'
import type { inventoryTransactionQueries } from '../api/inventory-transaction-queries.ts'
import { differenceOf } from './quantity-difference.ts'

// Orange 9 darkened a little, as the status badge does: AA contrast on white.
const warning = 'color-mix(in srgb, var(--mantine-color-orange-9) 70%, black)'

// How a document asks what its warehouse has available (each document under its own permission).
type AvailabilityQuery = typeof inventoryTransactionQueries.available

// The source warehouse's available figures, one call per warehouse. `availableOf` is null where the
// figure is not known: no warehouse or article chosen yet, still loading, or past the answer's cap.
// `chooseHint` says which of the form's fields to choose first.
export function useSourceAvailability(
  warehouseId: string | null | undefined,
  available: AvailabilityQuery,
  chooseHint: string,
) {
  const query = useQuery({
    ...available(warehouseId ?? ''),
    enabled: Boolean(warehouseId),
    meta: { quiet: true },
  })
  const figures = useMemo(
    () => new Map(query.data?.data.map((row) => [row.article_id, row.available])),
    [query.data],
  )
  const availableOf = (articleId: string | undefined) => {
    if (!articleId || !query.data) return null
    return figures.get(articleId) ?? (query.data.complete ? '0' : null)
  }
  return { query, availableOf, chosen: Boolean(warehouseId), chooseHint }
}
export type SourceAvailabilityState = ReturnType<typeof useSourceAvailability>

// Said once above the rows: why no figure shows yet, or that they could not be read.
export function SourceAvailabilityNote({ source }: { source: SourceAvailabilityState }) {
  const { t } = useTranslation('inventory')
  if (!source.chosen)
    return (
      <Text c="dimmed" size="sm">
        {source.chooseHint}
      </Text>
    )
  if (!source.query.isError) return null
  return (
    <Group gap="xs" role="alert">
      <Text c="red" size="sm">
        {t('rows.availableFailed')}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        onClick={() => void source.query.refetch()}
        loading={source.query.isFetching}
      >
        {t('app:retry')}
      </Button>
    </Group>
  )
}

// Beside a row: what the source has available of its article, and a warning (not a refusal: completing
// is where stock is checked, decision 0053) when the row ships more.
export function RowAvailable({
  source,
  articleId,
  quantity,
}: {
  source: SourceAvailabilityState
  articleId: string | undefined
  quantity: string | number | undefined
}) {
  const { t } = useTranslation('inventory')
  const available = source.availableOf(articleId)
  const excess =
    available === null ? null : differenceOf(quantity === undefined ? null : String(quantity), available)
  const over = excess !== null && Number(excess) > 0
  return (
    // A fixed width, so that a warning wraps inside it instead of narrowing the row's article field.
    <Stack gap={4} w={150} style={{ flexShrink: 0 }} data-testid="row-available-cell">
      <Text size="sm" fw={500}>
        {t('rows.available')}
      </Text>
      <Group gap={6} mih={36}>
        {source.query.isFetching && articleId && available === null ? (
          <Loader size="xs" role="status" aria-label={t('rows.loadingAvailable')} />
        ) : (
          <Text size="sm" data-testid="row-available">
            {available === null ? '–' : formatNumber(available)}
          </Text>
        )}
      </Group>
      {over && (
        <Group gap={4} wrap="nowrap" align="flex-start" data-testid="row-over-available">
          <IconAlertTriangle size={14} color={warning} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" c={warning}>
            {t('rows.overAvailable', { excess: formatNumber(excess) })}
          </Text>
        </Group>
      )}
    </Stack>
  )
}
