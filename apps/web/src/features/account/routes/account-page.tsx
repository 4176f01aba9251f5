import { Alert, Button, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../ui/page-header.tsx'
import { accountQueries } from '../api/account-queries.ts'
import { EmailCard } from '../components/email-card.tsx'
import { PasswordCard } from '../components/password-card.tsx'
import { ProfileCard } from '../components/profile-card.tsx'

export function AccountPage() {
  const { t } = useTranslation('account')
  const account = useQuery(accountQueries.detail())

  return (
    <Stack maw={880} mx="auto" gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      {account.isPending && (
        <Stack data-testid="account-loading" aria-busy>
          <Skeleton h={260} radius="md" />
          <Skeleton h={220} radius="md" />
          <Skeleton h={220} radius="md" />
        </Stack>
      )}
      {account.isError && (
        <Alert color="red" title={t('loadFailed')} role="alert">
          <Stack align="flex-start" gap="sm">
            {account.error.message}
            <Button variant="light" color="red" onClick={() => void account.refetch()}>
              {t('app:retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {account.data && (
        <>
          <ProfileCard account={account.data} reload={async () => (await account.refetch()).data} />
          <PasswordCard />
          <EmailCard account={account.data} />
        </>
      )}
    </Stack>
  )
}
