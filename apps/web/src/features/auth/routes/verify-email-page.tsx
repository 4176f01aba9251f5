import { Button } from '@mantine/core'
import { LinkToken } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { queryClient } from '../../../lib/api/query-client.ts'
import { sessionKeys, useCurrentUser } from '../../../lib/auth/session.ts'
import { authQueries } from '../api/auth-queries.ts'
import {
  isBadLink,
  LinkCheckFailed,
  LinkChecking,
  LinkInvalid,
  LinkSucceeded,
} from '../components/link-status.tsx'

// /verify-email/{token}: opening the link is the confirmation.
export function VerifyEmailPage() {
  const { t } = useTranslation('auth')
  const token = useParams().token ?? ''
  const valid = LinkToken.safeParse(token).success
  const verify = useQuery({ ...authQueries.verifyEmail(token), enabled: valid })
  const { data: user } = useCurrentUser()

  // A signed-in user sees the new address in the navbar and on the account page.
  useEffect(() => {
    if (!verify.isSuccess) return
    void queryClient.invalidateQueries({ queryKey: sessionKeys.user })
    void queryClient.invalidateQueries({ queryKey: ['account'] })
  }, [verify.isSuccess])

  if (!valid) return <LinkInvalid />
  if (verify.isPending) return <LinkChecking label={t('verify.checking')} />
  if (verify.isError && !isBadLink(verify.error))
    return <LinkCheckFailed error={verify.error} retry={() => void verify.refetch()} />
  if (verify.isError) {
    // The address was taken by another account meanwhile: a working link, but a different problem.
    const taken = verify.error instanceof ApiError && verify.error.body.code === 'auth.emailTaken'
    return <LinkInvalid reason={taken ? verify.error.message : undefined} />
  }
  return (
    <LinkSucceeded
      title={t('messages:auth.emailVerified')}
      text={t(user ? 'verify.doneSignedIn' : 'verify.done')}
      action={
        <Button component={Link} to={user ? '/account' : '/login'}>
          {t(user ? 'links.toAccount' : 'links.toSignIn')}
        </Button>
      }
    />
  )
}
