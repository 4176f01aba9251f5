import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  defaultNotificationPreferences,
  type NotificationChannel,
  NotificationSettings,
  notificationTypes,
} from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { presentError } from '../../../lib/api/present-error.ts'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import { FormSwitch } from '../../../ui/form/form-fields.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useSaveNotificationSettings } from '../api/use-notification-settings.ts'
import { PushDevicePanel } from './push-device-panel.tsx'

// Spec §2.10: the tabs email, in-app, push and settings.
const tabs = ['email', 'in-app', 'push', 'settings'] as const
type Tab = (typeof tabs)[number]
const channelOf: Record<Exclude<Tab, 'settings'>, NotificationChannel> = {
  email: 'email',
  'in-app': 'in_app',
  push: 'push',
}

export function NotificationSettingsForm({
  settings,
  onConflict,
}: {
  settings: NotificationSettings
  onConflict: () => void
}) {
  const { t } = useTranslation('notifications')
  const save = useSaveNotificationSettings()
  const [params, setParams] = useSearchParams()
  const tab = tabs.find((name) => name === params.get('tab')) ?? 'email'
  const form = useContractForm(NotificationSettings, settings)
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(saved)
        notifications.show({ color: 'green', message: t('settings.saved') })
      },
      onError: (error) => (isConflict(error) ? onConflict() : presentError(error)),
    }),
  )
  const switches = (channel: NotificationChannel) =>
    notificationTypes.map((type) => (
      <FormSwitch
        key={type}
        form={form}
        name={`types.${type}.${channel}`}
        label={t(`messages:notifications.types.${type}`)}
        description={t(`settings.typeHints.${type}`)}
      />
    ))

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder p="lg">
        <Tabs
          value={tab}
          onChange={(next) => setParams({ tab: next ?? 'email' }, { replace: true })}
          keepMounted
        >
          <Tabs.List mb="md">
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`settings.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {(['email', 'in-app', 'push'] as const).map((name) => (
            <Tabs.Panel key={name} value={name}>
              <Stack>
                <Text c="dimmed" size="sm">
                  {t(`settings.channelHints.${name}`)}
                </Text>
                {name === 'push' && <PushDevicePanel />}
                {switches(channelOf[name])}
              </Stack>
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="settings">
            <Stack align="flex-start">
              <FormSwitch
                form={form}
                name="email_paused"
                label={t('settings.emailPaused')}
                description={t('settings.emailPausedHint')}
              />
              <Button
                variant="default"
                onClick={() =>
                  form.reset(
                    { ...defaultNotificationPreferences, version: form.getValues('version') },
                    {
                      keepDefaultValues: true,
                    },
                  )
                }
              >
                {t('settings.resetDefaults')}
              </Button>
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={save.isPending} data-testid="save-notification-settings">
            {t('settings.save')}
          </Button>
        </Group>
      </Paper>
    </form>
  )
}
