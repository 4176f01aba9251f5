import { Alert, Button, Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { notificationQueries } from '../api/notification-queries.ts'
import {
  currentSubscription,
  disablePush,
  enablePush,
  type PushSupport,
  pushSupport,
} from '../api/web-push.ts'

// This browser's part of push: whether it can receive pushes at all, and turning them on or off here.
export function PushDevicePanel() {
  const { t } = useTranslation('notifications')
  const [support, setSupport] = useState<PushSupport>(pushSupport)
  const [subscribed, setSubscribed] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const stored = useQuery({ ...notificationQueries.pushSubscriptions(), enabled: support !== 'unsupported' })

  useEffect(() => {
    if (support === 'unsupported') return
    void currentSubscription().then((subscription) => setSubscribed(subscription !== null))
  }, [support])

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
      await stored.refetch()
    } catch (error) {
      presentError(error)
    } finally {
      setBusy(false)
    }
  }

  if (support === 'unsupported')
    return (
      <Alert color="yellow" title={t('push.unsupportedTitle')} data-testid="push-unsupported">
        {t('push.unsupported')}
      </Alert>
    )
  if (support === 'denied')
    return (
      <Alert color="yellow" title={t('push.deniedTitle')} data-testid="push-denied">
        {t('push.denied')}
      </Alert>
    )
  return (
    <Alert color="blue" title={t('push.deviceTitle')} data-testid="push-device">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{subscribed ? t('push.subscribed') : t('push.notSubscribed')}</Text>
        {subscribed ? (
          <Button
            size="xs"
            variant="light"
            loading={busy}
            onClick={() =>
              void run(async () => {
                await disablePush(stored.data ?? [])
                setSubscribed(false)
              })
            }
          >
            {t('push.disable')}
          </Button>
        ) : (
          <Button
            size="xs"
            loading={busy}
            onClick={() =>
              void run(async () => {
                const result = await enablePush()
                setSupport(result)
                setSubscribed(result === 'granted')
              })
            }
          >
            {t('push.enable')}
          </Button>
        )}
      </Group>
    </Alert>
  )
}
