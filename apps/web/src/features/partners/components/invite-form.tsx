import { Button, Group, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { CreatePartnerInviteBody, type PartnerRole } from '@scm/contracts'
import { IconSend } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useInvitePartner } from '../api/partner-mutations.ts'

// Invites a company by e-mail: a sign-up link if it is new to the platform, an in-app invitation if not.
export function InviteForm({ side: role }: { side: PartnerRole }) {
  const { t } = useTranslation('partners')
  const invite = useInvitePartner(role)
  const form = useContractForm(CreatePartnerInviteBody, { email: '', name: null })
  const submit = form.handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: (sent) => {
        notifications.show({
          color: 'green',
          message: t(sent.on_platform ? 'invites.sentOnPlatform' : 'invites.sent', { email: sent.email }),
        })
        form.reset({ email: '', name: null })
      },
      onError: form.applyServerErrors,
    }),
  )
  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-labelledby="invite-form-title">
      <Title order={2} fz="h4" id="invite-form-title">
        {t(`invites.new.${role}`)}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(`invites.newHint.${role}`)}
      </Text>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.email')}
            required
            type="email"
            {...form.register('email')}
            error={form.errorOf('email')}
          />
          <TextInput
            label={t('fields.companyName')}
            {...form.register('name', {
              setValueAs: (value: string | null) => (value?.trim() ? value : null),
            })}
            error={form.errorOf('name')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={invite.isPending}
            data-testid="send-invite"
          >
            {t('invites.send')}
          </Button>
        </Group>
      </form>
    </Paper>
  )
}
