import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core'
import { ChangePasswordBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useChangePassword } from '../api/use-account-mutations.ts'
import { AccountCard } from './account-card.tsx'

const empty = { current_password: '', password: '', password_confirmation: '' }

export function PasswordCard() {
  const { t } = useTranslation('account')
  const change = useChangePassword()
  const form = useContractForm(ChangePasswordBody, empty)
  const submit = form.handleSubmit((values) =>
    change.mutate(values, { onSuccess: () => form.reset(empty), onError: form.applyServerErrors }),
  )

  return (
    <AccountCard id="account-password" title={t('password.title')} description={t('password.description')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            {...form.register('current_password')}
            error={form.errorOf('current_password')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={t('fields.newPassword')}
              description={t('fields.passwordRules')}
              autoComplete="new-password"
              {...form.register('password')}
              error={form.errorOf('password')}
            />
            <PasswordInput
              label={t('fields.passwordConfirmation')}
              description={t('fields.passwordConfirmationHint')}
              autoComplete="new-password"
              {...form.register('password_confirmation')}
              error={form.errorOf('password_confirmation')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  )
}
