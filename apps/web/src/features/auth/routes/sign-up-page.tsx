import { Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { AcceptInviteBody, CompanyStep, type InviteDetails, LinkToken } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams } from 'react-router'
import type { z } from 'zod'
import { ApiError } from '../../../lib/api/api-error.ts'
import { currentLocale } from '../../../lib/i18n/current-locale.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { authQueries } from '../api/auth-queries.ts'
import { useSignUp } from '../api/use-join.ts'
import { CompanyFields, emptyCompany } from '../components/company-fields.tsx'
import { isBadLink, LinkCheckFailed, LinkChecking, LinkInvalid } from '../components/link-status.tsx'
import { emptyUser, UserFields } from '../components/user-fields.tsx'

// /sign-up/{hash}: a new company and its first user, who becomes its admin (spec §2.10: two steps).
export function SignUpPage() {
  const { t } = useTranslation('auth')
  const hash = useParams().hash ?? ''
  const valid = LinkToken.safeParse(hash).success
  const invite = useQuery({ ...authQueries.invite(hash), enabled: valid })

  if (!valid || isBadLink(invite.error)) return <LinkInvalid reason={t('join.inviteGone')} />
  if (invite.isError) return <LinkCheckFailed error={invite.error} retry={() => void invite.refetch()} />
  if (invite.isPending) return <LinkChecking label={t('join.checking')} />
  if (invite.data.kind === 'user') return <Navigate to={`/invite/${hash}`} replace />
  return <SignUpForm hash={hash} invite={invite.data} />
}

// Optional fields left blank are not sent at all.
const withoutBlanks = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as T

function SignUpForm({ hash, invite }: { hash: string; invite: InviteDetails }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [step, setStep] = useState(0)
  // On a phone the step labels do not fit beside each other: the current one is named in a line instead.
  const narrow = useMediaQuery('(max-width: 36em)')
  const signUp = useSignUp(hash)
  // One form per step: the first step is checked in full (passwords included) before the second.
  const userForm = useContractForm(AcceptInviteBody, emptyUser(currentLocale()))
  // Invited as a client or a supplier: the company type starts as that.
  const companyForm = useContractForm(CompanyStep, {
    ...emptyCompany,
    type: invite.partner_role ?? emptyCompany.type,
  })

  const [user, setUser] = useState<z.output<typeof AcceptInviteBody>>()

  const next = userForm.handleSubmit((values) => {
    setUser(values)
    setStep(1)
  })
  const submit = companyForm.handleSubmit((company) => {
    if (!user) return setStep(0)
    signUp.mutate(
      { user, company: withoutBlanks(company) },
      {
        onSuccess: (signedIn) =>
          navigate(signedIn ? '/dashboard' : `/login?email=${encodeURIComponent(invite.email)}`, {
            replace: true,
          }),
        onError: (error) => showServerErrors(error),
      },
    )
  })

  // The server names fields user.* and company.*: each error goes to its step, and the first step
  // with an error is shown.
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return
    let userStepFailed = false
    for (const [path, messages] of Object.entries(error.fieldErrors)) {
      const [group, field] = path.split('.') as [string, string]
      const message = { type: 'server', message: messages[0] }
      if (group === 'user') {
        userStepFailed = true
        userForm.setError(field as never, message)
      } else if (group === 'company') companyForm.setError(field as never, message)
    }
    if (userStepFailed) setStep(0)
  }

  if (signUp.error instanceof ApiError && signUp.error.status === 404)
    return <LinkInvalid reason={t('join.inviteGone')} />

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('signUp.title')}
          </Title>
          <Text c="dimmed">
            {t(invite.partner_role ? `signUp.textAs.${invite.partner_role}` : 'signUp.text', {
              inviter: invite.inviter,
              company: invite.company,
            })}
          </Text>
        </Stack>
        <Stepper
          active={step}
          onStepClick={(index) => index < step && setStep(index)}
          size="sm"
          allowNextStepsSelect={false}
          wrap={false}
        >
          <Stepper.Step
            label={narrow ? undefined : t('signUp.userStep')}
            description={narrow ? undefined : t('signUp.userStepText')}
          >
            <form onSubmit={next} noValidate aria-label={t('signUp.userStep')}>
              <Stack gap="lg" mt="md">
                {narrow && <StepName step={1} label={t('signUp.userStep')} />}
                <UserFields form={userForm} email={invite.email} />
                <Group justify="flex-end">
                  <Button type="submit">{t('signUp.next')}</Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
          <Stepper.Step
            label={narrow ? undefined : t('signUp.companyStep')}
            description={narrow ? undefined : t('signUp.companyStepText')}
          >
            <form onSubmit={submit} noValidate aria-label={t('signUp.companyStep')}>
              <Stack gap="lg" mt="md">
                {narrow && <StepName step={2} label={t('signUp.companyStep')} />}
                <CompanyFields form={companyForm} />
                <Group justify="space-between">
                  <Button variant="default" onClick={() => setStep(0)}>
                    {t('signUp.back')}
                  </Button>
                  <Button type="submit" loading={signUp.isPending}>
                    {t('signUp.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
        </Stepper>
      </Stack>
    </Paper>
  )
}

function StepName({ step, label }: { step: number; label: string }) {
  const { t } = useTranslation('auth')
  return (
    <Text fw={600} data-testid="sign-up-step">
      {t('signUp.stepOf', { step, total: 2, label })}
    </Text>
  )
}
