import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'

// The card a link page shows while it checks the link, and when the link turns out good or bad.
export function LinkStatusCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} maw={520} mx="auto">
      <Stack align="center" ta="center" gap="md">
        {children}
      </Stack>
    </Paper>
  )
}

export function LinkChecking({ label }: { label: string }) {
  return (
    <LinkStatusCard>
      <Loader aria-hidden />
      <Text role="status">{label}</Text>
    </LinkStatusCard>
  )
}

export function LinkSucceeded({ title, text, action }: { title: string; text?: string; action: ReactNode }) {
  return (
    <LinkStatusCard>
      <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Title order={1} fz="xl" data-testid="link-success">
        {title}
      </Title>
      {text && <Text c="dimmed">{text}</Text>}
      {action}
    </LinkStatusCard>
  )
}

// Spec §8: "The link you clicked doesn't work." with the way on.
export function LinkInvalid({ reason }: { reason?: string }) {
  const { t } = useTranslation('auth')
  return (
    <LinkStatusCard>
      <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
        <IconLinkOff size={36} />
      </ThemeIcon>
      <Title order={1} fz="xl" data-testid="link-invalid">
        {t('messages:auth.linkInvalid')}
      </Title>
      {reason && <Text>{reason}</Text>}
      <Text c="dimmed">{t('messages:auth.linkInvalidHint')}</Text>
      <Group justify="center">
        <Button component={Link} to="/login" variant="default">
          {t('links.toSignIn')}
        </Button>
        <Button component={Link} to="/" variant="subtle">
          {t('links.toHome')}
        </Button>
      </Group>
    </LinkStatusCard>
  )
}

// Only "not found" and "invalid" mean the link itself is bad; anything else (too many requests, the
// server unreachable) is worth another try.
export const isBadLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 422)

export function LinkCheckFailed({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation('auth')
  // The rate limiter's answer does not say why; the status does.
  const message =
    error instanceof ApiError && error.status === 429
      ? t('messages:errors.tooManyRequests')
      : error.message || t('messages:errors.generic')
  return (
    <LinkStatusCard>
      <ThemeIcon size={64} radius="xl" color="orange" variant="light" aria-hidden>
        <IconAlertTriangle size={36} />
      </ThemeIcon>
      <Title order={1} fz="xl">
        {t('links.checkFailed')}
      </Title>
      <Text role="alert">{message}</Text>
      <Button onClick={retry}>{t('app:retry')}</Button>
    </LinkStatusCard>
  )
}
