import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Account, locales, sessionTimes, UpdateAccountBody } from '@scm/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { FormSelect } from '../../../ui/form/form-fields.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUpdateAccount } from '../api/use-account-mutations.ts'
import { AccountCard } from './account-card.tsx'

const profileValues = (account: Account) => ({
  first_name: account.first_name,
  last_name: account.last_name,
  locale: account.locale,
  session_time: account.session_time as (typeof sessionTimes)[number],
  version: account.version,
})

export function ProfileCard({
  account,
  reload,
}: {
  account: Account
  reload: () => Promise<Account | undefined>
}) {
  const { t } = useTranslation('account')
  const update = useUpdateAccount()
  const [conflict, setConflict] = useState(false)
  const form = useContractForm(UpdateAccountBody, profileValues(account))

  // A newer account (saved here, or after a password or e-mail change) brings its version; what the
  // user is typing stays.
  useEffect(() => {
    form.reset(profileValues(account), { keepDirtyValues: true })
  }, [account, form.reset])

  const submit = form.handleSubmit((values) => {
    setConflict(false)
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(profileValues(saved))
        // The answer is the account itself (it has an id), so no server message is announced for it.
        notifications.show({ color: 'green', title: t('app:success'), message: t('profile.saved') })
      },
      onError: async (error) => {
        if (!(error instanceof ApiError) || error.status !== 409) {
          form.applyServerErrors(error)
          return presentError(error)
        }
        // Someone saved in between (another tab): show the latest and let the user make the change again.
        setConflict(true)
        const latest = await reload()
        if (latest) form.reset(profileValues(latest))
      },
    })
  })

  const minutes = (value: number) =>
    value < 60 ? t('sessionTime.minutes', { count: value }) : t('sessionTime.hours', { count: value / 60 })

  return (
    <AccountCard id="account-profile" title={t('profile.title')} description={t('profile.description')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {conflict && (
            <Alert color="orange" title={t('profile.conflictTitle')} data-testid="account-conflict">
              {t('app:form.conflict')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              {...form.register('first_name')}
              error={form.errorOf('first_name')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              {...form.register('last_name')}
              error={form.errorOf('last_name')}
            />
            <FormSelect
              form={form}
              name="locale"
              label={t('fields.locale')}
              description={t('fields.localeHint')}
              data={locales.map((locale) => ({ value: locale, label: t(`app:nav.languages.${locale}`) }))}
              allowDeselect={false}
            />
            <FormSelect
              form={form}
              name="session_time"
              label={t('fields.sessionTime')}
              description={t('fields.sessionTimeHint')}
              data={sessionTimes.map((value) => ({ value, label: minutes(value) }))}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('profile.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  )
}
