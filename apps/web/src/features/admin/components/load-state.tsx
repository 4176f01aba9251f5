import { Alert, Button, Center, Loader } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

// The loading and error states of a record a form or a detail view waits for.
export function LoadState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation('admin')
  if (query.isPending && query.fetchStatus !== 'idle')
    return (
      <Center py="xl">
        <Loader aria-label={t('app:loading')} />
      </Center>
    )
  if (query.isError)
    return (
      <Alert color="red" title={t('common.loadFailed')} data-testid="load-error">
        <Button
          size="xs"
          variant="light"
          color="red"
          mt="xs"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t('app:retry')}
        </Button>
      </Alert>
    )
  return null
}
