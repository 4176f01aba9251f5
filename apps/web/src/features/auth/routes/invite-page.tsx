import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { AcceptInviteBody, type InviteDetails, LinkToken } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { currentLocale } from '../../../lib/i18n/current-locale.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { authQueries } from '../api/auth-queries.ts'
import { useAcceptInvite } from '../api/use-join.ts'
import { isBadLink, LinkCheckFailed, LinkChecking, LinkInvalid } from '../components/link-status.tsx'
import { emptyUser, UserFields } from '../components/user-fields.tsx'

// /invite/{hash}: an invited user joins the inviting company.
export function InvitePage() {
  const { t } = useTranslation('auth')
  const hash = useParams().hash ?? ''
  const valid = LinkToken.safeParse(hash).success
  const invite = useQuery({ ...authQueries.invite(hash), enabled: valid })

  if (!valid || isBadLink(invite.error)) return <LinkInvalid reason={t('join.inviteGone')} />
  if (invite.isError) return <LinkCheckFailed error={invite.error} retry={() => void invite.refetch()} />
  if (invite.isPending) return <LinkChecking label={t('join.checking')} />
  // A company invitation opened on the wrong page still works.
  if (invite.data.kind === 'company') return <Navigate to={`/sign-up/${hash}`} replace />
  return <AcceptInviteForm hash={hash} invite={invite.data} />
}

function AcceptInviteForm({ hash, invite }: { hash: string; invite: InviteDetails }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const accept = useAcceptInvite(hash)
  const form = useContractForm(
    AcceptInviteBody,
    emptyUser(currentLocale(), invite.first_name ?? '', invite.last_name ?? ''),
  )
  const submit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: (signedIn) =>
        navigate(signedIn ? '/dashboard' : `/login?email=${encodeURIComponent(invite.email)}`, {
          replace: true,
        }),
      onError: form.applyServerErrors,
    }),
  )

  // Used or withdrawn while the page was open.
  if (accept.error instanceof ApiError && accept.error.status === 404)
    return <LinkInvalid reason={t('join.inviteGone')} />

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} maw={620} mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('invite.title', { company: invite.company })}
            </Title>
            <Text c="dimmed">{t('invite.text', { inviter: invite.inviter, company: invite.company })}</Text>
          </Stack>
          <UserFields form={form} email={invite.email} />
          <Button type="submit" loading={accept.isPending} size="md">
            {t('invite.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
