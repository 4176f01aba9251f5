import { Alert, Anchor, Button, Group, Text } from '@mantine/core'
import { IconFileImport, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

// Spec §7 NewVersionDeployed: the server runs a newer web build than this tab loaded.
export function NewVersionBanner() {
  const { t } = useTranslation('realtime')
  return (
    <Alert
      color="blue"
      icon={<IconRefresh aria-hidden />}
      title={t('newVersion.title')}
      data-testid="new-version"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('newVersion.text')}</Text>
        <Button size="xs" onClick={() => window.location.reload()}>
          {t('newVersion.reload')}
        </Button>
      </Group>
    </Alert>
  )
}

// Spec §2.9: an import is running (spec: an order import; articles and bookings are imported the same
// way, so the text names all three); the queue logs show its progress.
export function ImportBanner() {
  const { t } = useTranslation('realtime')
  return (
    <Alert
      color="yellow"
      icon={<IconFileImport aria-hidden />}
      title={t('importRunning.title')}
      data-testid="import-banner"
    >
      <Text size="sm">
        {t('importRunning.text')}{' '}
        <Anchor component={Link} to="/reports/queue-logs" size="sm">
          {t('importRunning.link')}
        </Anchor>
      </Text>
    </Alert>
  )
}
