import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { InviteUserBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useInviteUser } from '../api/user-mutations.ts'
import { GroupPicker, RolePicker } from './option-pickers.tsx'

// An empty optional name is absent, not an empty (invalid) name.
const optional = { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) }

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin')
  const invite = useInviteUser()
  const form = useContractForm(InviteUserBody, { email: '', role_ids: [], group_ids: [] })
  const submit = form.handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: (user) => {
        notifications.show({ color: 'green', message: t('users.invited', { email: user.email }) })
        onDone()
      },
      onError: form.applyServerErrors,
    }),
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('users.email')}
          type="email"
          required
          data-autofocus
          {...form.register('email')}
          error={form.errorOf('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('users.firstName')}
            {...form.register('first_name', optional)}
            error={form.errorOf('first_name')}
          />
          <TextInput
            label={t('users.lastName')}
            {...form.register('last_name', optional)}
            error={form.errorOf('last_name')}
          />
        </SimpleGrid>
        <RolePicker form={form} name="role_ids" label={t('users.roles')} required />
        <GroupPicker form={form} name="group_ids" label={t('users.groups')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('users.sendInvite')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

export function UserInviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app:close') }}
      opened={opened}
      onClose={onClose}
      title={t('users.inviteTitle')}
      size="lg"
    >
      {opened && <InviteForm onDone={onClose} />}
    </Modal>
  )
}
