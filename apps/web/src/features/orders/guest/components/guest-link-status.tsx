import { Button, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconLinkOff, IconLock } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../../lib/api/api-error.ts'
import { useGuestSignIn } from '../api/guest-mutations.ts'

function GuestCard({ icon, color, children }: { icon: ReactNode; color: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} maw={520} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color={color} variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        {children}
      </Stack>
    </Paper>
  )
}

// Spec §8, for an unknown, expired, revoked or used link alike.
export function GuestLinkInvalid() {
  const { t } = useTranslation('orders')
  return (
    <GuestCard icon={<IconLinkOff size={36} />} color="red">
      <Title order={1} fz="xl" data-testid="guest-link-invalid">
        {t('messages:auth.linkInvalid')}
      </Title>
      <Text c="dimmed">{t('messages:auth.linkInvalidHint')}</Text>
    </GuestCard>
  )
}

export function GuestSucceeded({ title, text }: { title: string; text: string }) {
  return (
    <GuestCard icon={<IconCircleCheck size={36} />} color="teal">
      <Title order={1} fz="xl" data-testid="guest-success">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </GuestCard>
  )
}

// Spec §5: a link with a password asks for the login details (the e-mail it was sent to, and the
// password the sender gave) before it opens.
export function GuestSignIn({ token }: { token: string }) {
  const { t } = useTranslation('orders')
  const signIn = useGuestSignIn(token)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const failure = signIn.error instanceof ApiError ? signIn.error.message : null
  return (
    <GuestCard icon={<IconLock size={36} />} color="blue">
      <Title order={1} fz="xl">
        {t('guest.signIn.title')}
      </Title>
      <Text c="dimmed">{t('guest.signIn.text')}</Text>
      <form
        style={{ width: '100%' }}
        onSubmit={(event) => {
          event.preventDefault()
          signIn.mutate({ email, password })
        }}
      >
        <Stack ta="left">
          <TextInput
            type="email"
            label={t('guest.signIn.email')}
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('guest.signIn.password')}
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={failure}
          />
          <Button type="submit" loading={signIn.isPending}>
            {t('guest.signIn.submit')}
          </Button>
        </Stack>
      </form>
    </GuestCard>
  )
}
