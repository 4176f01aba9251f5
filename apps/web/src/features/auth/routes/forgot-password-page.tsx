import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core'
import { ForgotPasswordBody } from '@scm/contracts'
import { IconMailCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useForgotPassword } from '../api/use-password-reset.ts'

// The answer is the same whether or not the address has an account, so nobody can probe for users.
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const request = useForgotPassword()
  const form = useContractForm(ForgotPasswordBody, { email: '' })
  const submit = form.handleSubmit((values) => request.mutate(values, { onError: form.applyServerErrors }))

  return (
    <Stack>
      <Title order={1} fz="h3">
        {t('forgot.title')}
      </Title>
      {request.isSuccess ? (
        <Alert color="teal" icon={<IconMailCheck />} title={t('forgot.sentTitle')} data-testid="reset-sent">
          {t('forgot.sentText', { email: request.variables.email })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('forgot.text')}
            </Text>
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              autoFocus
              {...form.register('email')}
              error={form.errorOf('email')}
            />
            <Button type="submit" loading={request.isPending} fullWidth>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('links.backToSignIn')}
      </Anchor>
    </Stack>
  )
}
