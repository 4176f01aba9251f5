import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Account, ChangeEmailBody } from '@scm/contracts'
import { IconMailForward } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useChangeEmail } from '../api/use-account-mutations.ts'
import { AccountCard } from './account-card.tsx'

const empty = { email: '', current_password: '' }

// The address changes only when the link sent to the new address is opened (/verify-email/{token}).
export function EmailCard({ account }: { account: Account }) {
  const { t } = useTranslation('account')
  const change = useChangeEmail()
  const form = useContractForm(ChangeEmailBody, empty)
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (account) => {
        form.reset(empty)
        notifications.show({
          color: 'green',
          title: t('app:success'),
          message: t('email.sent', { email: account.pending_email }),
        })
      },
      onError: form.applyServerErrors,
    }),
  )

  return (
    <AccountCard id="account-email" title={t('email.title')} description={t('email.description')}>
      <Text size="sm">
        {t('email.current')}{' '}
        <Text span fw={600} data-testid="account-email">
          {account.email}
        </Text>
      </Text>
      {account.pending_email && (
        <Alert
          color="blue"
          icon={<IconMailForward />}
          title={t('email.pendingTitle')}
          data-testid="pending-email"
        >
          {t('email.pendingText', { email: account.pending_email })}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.newEmail')}
              description={t('email.newEmailHint')}
              type="email"
              autoComplete="email"
              {...form.register('email')}
              error={form.errorOf('email')}
            />
            <PasswordInput
              label={t('fields.confirmWithPassword')}
              description={t('email.passwordHint')}
              autoComplete="current-password"
              {...form.register('current_password')}
              error={form.errorOf('current_password')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  )
}
