import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

export function SkeletonRows({ columns, rows = 8 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <Table.Tr key={row} data-testid="list-skeleton">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ))
}

export function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="list-empty">
      <Text c="dimmed">{filtered ? t('list.emptyFiltered') : t('list.empty')}</Text>
      {filtered && (
        <Button variant="light" size="xs" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Stack>
  )
}

export function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation()
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={t('list.loadFailed')}
      data-testid="list-error"
    >
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry} loading={retrying}>
        {t('retry')}
      </Button>
    </Alert>
  )
}
