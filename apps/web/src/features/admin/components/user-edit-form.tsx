import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { locales, sessionTimes, UpdateUserBody, type User } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { FormSelect } from '../../../ui/form/form-fields.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUpdateUser } from '../api/user-mutations.ts'
import { GroupPicker, RolePicker } from './option-pickers.tsx'

interface UserEditFormProps {
  user: User
  onSaved: () => void
  onCancel: () => void
  onConflict: () => void
}

export function UserEditForm({ user, onSaved, onCancel, onConflict }: UserEditFormProps) {
  const { t } = useTranslation('admin')
  const update = useUpdateUser()
  const form = useContractForm(UpdateUserBody, {
    first_name: user.first_name,
    last_name: user.last_name,
    locale: user.locale,
    session_time: user.session_time as UpdateUserBody['session_time'],
    role_ids: user.roles.map((role) => role.id),
    group_ids: user.groups.map((group) => group.id),
    version: user.version,
  })
  // mutateAsync, not mutate's callbacks: the saved version refetches and remounts this form (the
  // drawer keys it by version), and callbacks of an unmounted mutate never run.
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: user.id, body })
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, onConflict)
      return
    }
    notifications.show({ color: 'green', message: t('users.saved') })
    onSaved()
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('users.firstName')}
            required
            {...form.register('first_name')}
            error={form.errorOf('first_name')}
          />
          <TextInput
            label={t('users.lastName')}
            required
            {...form.register('last_name')}
            error={form.errorOf('last_name')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormSelect
            form={form}
            name="locale"
            label={t('users.locale')}
            data={locales.map((locale) => ({ value: locale, label: t(`app:nav.languages.${locale}`) }))}
            allowDeselect={false}
          />
          <FormSelect
            form={form}
            name="session_time"
            label={t('users.sessionTime')}
            data={sessionTimes.map((minutes) => ({
              value: minutes,
              label: t('users.minutes', { count: minutes }),
            }))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <RolePicker form={form} name="role_ids" label={t('users.roles')} required />
        <GroupPicker form={form} name="group_ids" label={t('users.groups')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
