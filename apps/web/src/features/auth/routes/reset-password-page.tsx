import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { LinkToken, ResetPasswordBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { queryClient } from '../../../lib/api/query-client.ts'
import { clearSession, sessionKeys } from '../../../lib/auth/session.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useResetPassword } from '../api/use-password-reset.ts'

// A spent, expired or mangled token: the server answers 422 with this code (or a token field error).
const isLinkError = (error: unknown) =>
  error instanceof ApiError && (error.body.code === 'auth.linkInvalid' || 'token' in error.fieldErrors)

// Opened from the e-mailed link /reset-password?token=…; the token is the only proof needed.
export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token') ?? ''
  const reset = useResetPassword()
  const form = useContractForm(ResetPasswordBody, { token, password: '', password_confirmation: '' })
  const submit = form.handleSubmit((values) =>
    reset.mutate(values, {
      // The server's success message is shown as a toast; the sign-in form takes over. A session open
      // in this browser (whoever's it is) ends: the new password is what signs in now.
      onSuccess: async () => {
        if (queryClient.getQueryData(sessionKeys.user)) await clearSession()
        navigate('/login', { replace: true })
      },
      onError: form.applyServerErrors,
    }),
  )

  if (!LinkToken.safeParse(token).success || isLinkError(reset.error))
    return (
      <Stack data-testid="link-invalid">
        <Title order={1} fz="h3">
          {t('messages:auth.linkInvalid')}
        </Title>
        <Text size="sm">{t('reset.invalidText')}</Text>
        <Button component={Link} to="/forgot-password" fullWidth>
          {t('reset.requestNew')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('links.backToSignIn')}
        </Anchor>
      </Stack>
    )

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} fz="h3">
          {t('reset.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reset.text')}
        </Text>
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('fields.passwordRules')}
          autoComplete="new-password"
          autoFocus
          {...form.register('password')}
          error={form.errorOf('password')}
        />
        <PasswordInput
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          {...form.register('password_confirmation')}
          error={form.errorOf('password_confirmation')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('reset.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('links.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  )
}
