import { Button, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core'
import { type GuestSignInBody, guestLinkEndpoints } from '@scm/contracts'
import { IconCircleCheck, IconLinkOff, IconLock } from '@tabler/icons-react'
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../lib/api/api-error.ts'
import { callApi } from '../lib/api/call-api.ts'

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

// What every guest page shows around its document: the link's states (spec §5, §8) and its outcome.

// Spec §8, for an unknown, expired, revoked or used link alike.
export function GuestLinkInvalid() {
  const { t } = useTranslation('app')
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

// After signing in the page asks again, now with the link's session cookie. Quiet: the form shows
// its own error.
function useGuestSignIn(token: string, queryKey: QueryKey) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: GuestSignInBody) => callApi(guestLinkEndpoints.signIn, { params: { token }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    meta: { quiet: true },
  })
}

// Spec §5: a link with a password asks for the login details (the e-mail it was sent to, and the
// password the sender gave) before it opens. queryKey: what the page asks again once signed in.
export function GuestSignIn({ token, queryKey }: { token: string; queryKey: QueryKey }) {
  const { t } = useTranslation('app')
  const signIn = useGuestSignIn(token, queryKey)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const failure = signIn.error instanceof ApiError ? signIn.error.message : null
  return (
    <GuestCard icon={<IconLock size={36} />} color="blue">
      <Title order={1} fz="xl">
        {t('guestLink.signIn.title')}
      </Title>
      <Text c="dimmed">{t('guestLink.signIn.text')}</Text>
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
            label={t('guestLink.signIn.email')}
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('guestLink.signIn.password')}
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={failure}
          />
          <Button type="submit" loading={signIn.isPending}>
            {t('guestLink.signIn.submit')}
          </Button>
        </Stack>
      </form>
    </GuestCard>
  )
}
