import { Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core'
import { LoginBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useSignIn } from '../api/use-sign-in.ts'

// Only same-site paths: a crafted ?redirect= must not send the user elsewhere.
const safeRedirect = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') ? value : '/dashboard'

export function LoginPage() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const signIn = useSignIn()
  // An invite or sign-up that could not start a session sends the new user here with the address.
  const email = params.get('email') ?? ''
  const form = useContractForm(LoginBody, { email, password: '' })

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => navigate(safeRedirect(params.get('redirect')), { replace: true }),
      onError: form.applyServerErrors,
    }),
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} fz="h3">
          {t('login.title')}
        </Title>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          autoFocus={!email}
          {...form.register('email')}
          error={form.errorOf('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          autoFocus={Boolean(email)}
          {...form.register('password')}
          error={form.errorOf('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
          {t('login.forgot')}
        </Anchor>
      </Stack>
    </form>
  )
}
