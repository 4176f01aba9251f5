import { Alert, Button, Center, Loader } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

// The loading and error states of a record a form or a detail view waits for.
export function LoadState({ query, title }: { query: UseQueryResult<unknown>; title?: string }) {
  const { t } = useTranslation()
  if (query.isPending && query.fetchStatus !== 'idle')
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    )
  if (query.isError)
    return (
      <Alert color="red" title={title ?? t('loadFailed')} data-testid="load-error">
        <Button
          size="xs"
          variant="light"
          color="red"
          mt="xs"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t('retry')}
        </Button>
      </Alert>
    )
  return null
}
