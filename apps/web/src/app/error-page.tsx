import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ApiError } from '../lib/api/api-error.ts'

export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation()
  const text = status === 404 ? t('error.notFound') : message || t('error.pageTitle')
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="sm" maw={520}>
        <Title order={1} fz={72} c="dimmed" data-testid="error-status">
          {status}
        </Title>
        <Text size="lg" ta="center" data-testid="error-message">
          {text}
        </Text>
        <Button component={Link} to="/" variant="light" mt="md">
          {t('error.backHome')}
        </Button>
      </Stack>
    </Center>
  )
}

const chunkReloadKey = 'chunkReloadAt'
const chunkReloadGuardMs = 60_000
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)

// Route errors become a status and a message, falling back to 500 (spec §8). A chunk that fails to load
// after a deploy reloads the page once, at most once per minute.
export function RouteErrorPage() {
  const error = useRouteError()
  if (isChunkLoadError(error)) {
    const last = Number(sessionStorage.getItem(chunkReloadKey) ?? 0)
    if (Date.now() - last > chunkReloadGuardMs) {
      sessionStorage.setItem(chunkReloadKey, String(Date.now()))
      window.location.reload()
      return null
    }
  }
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={error.statusText} />
  if (error instanceof ApiError) return <ErrorPage status={error.status} message={error.message} />
  return <ErrorPage status={500} message={error instanceof Error ? error.message : undefined} />
}
