import { Alert, Button, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { notificationQueries } from '../api/notification-queries.ts'
import { NotificationSettingsForm } from '../components/notification-settings-form.tsx'

export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications')
  const settings = useQuery(notificationQueries.settings())
  const [conflict, setConflict] = useState(false)
  const reload = async () => {
    setConflict(true)
    await settings.refetch()
  }
  return (
    <Stack maw={880} mx="auto" gap="lg">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <ConflictAlert show={conflict} />
      {settings.isPending && <Skeleton h={360} radius="md" data-testid="settings-loading" />}
      {settings.isError && (
        <Alert color="red" title={t('settings.loadFailed')} role="alert">
          <Button variant="light" color="red" onClick={() => void settings.refetch()}>
            {t('app:retry')}
          </Button>
        </Alert>
      )}
      {settings.data && (
        // A new version (after a conflict) starts the form again from what is stored.
        <NotificationSettingsForm
          key={settings.data.version}
          settings={settings.data}
          onConflict={() => void reload()}
        />
      )}
    </Stack>
  )
}
