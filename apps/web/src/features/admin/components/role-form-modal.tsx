import { Alert, Button, Group, Input, SegmentedControl, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Role, roleTypes, UpdateRoleBody } from '@scm/contracts'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RecordFormModal } from '../../../ui/form/record-form-modal.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { adminQueries } from '../api/admin-queries.ts'
import { useCreateRole, useUpdateRole } from '../api/role-mutations.ts'
import { PermissionChecklist } from './permission-checklist.tsx'

interface RoleFormProps {
  role: Role | null
  onDone: () => void
  onConflict: () => void
}

// Creating sends the same fields without `version`.
function RoleForm({ role, onDone, onConflict }: RoleFormProps) {
  const { t } = useTranslation('admin')
  const create = useCreateRole()
  const update = useUpdateRole()
  const form = useContractForm(UpdateRoleBody, {
    name: role?.name ?? '',
    role_type: (role?.role_type ?? roleTypes.user) as UpdateRoleBody['role_type'],
    permissions: role?.permissions ?? [],
    version: role?.version ?? 0,
  })
  const done = () => {
    notifications.show({ color: 'green', message: t('roles.saved') })
    onDone()
  }
  // The saved record reloads before the save settles and its new version renders a new form in place
  // of this one: mutate()'s own callbacks would be dropped with it, the promise's are not.
  const submit = form.handleSubmit(({ version, ...body }) => {
    const onError = (error: unknown) => handleSaveError(error, form.applyServerErrors, onConflict)
    if (role) void update.mutateAsync({ id: role.id, body: { ...body, version } }).then(done, onError)
    else void create.mutateAsync(body).then(done, form.applyServerErrors)
  })
  const roleType = form.watch('role_type')
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('roles.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={form.errorOf('name')}
        />
        <Controller
          control={form.control}
          name="role_type"
          render={({ field }) => (
            <Stack gap={4}>
              <Input.Label>{t('roles.roleType')}</Input.Label>
              <SegmentedControl
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                data={[roleTypes.user, roleTypes.companyAdmin].map((type) => ({
                  value: String(type),
                  label: t(`roles.types.${type}`),
                }))}
              />
            </Stack>
          )}
        />
        {roleType === roleTypes.companyAdmin && <Alert color="blue">{t('roles.adminHint')}</Alert>}
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => (
            <PermissionChecklist
              value={field.value}
              onChange={field.onChange}
              error={form.errorOf('permissions')}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// roleId: null to create, an id to edit (loaded fresh so that `version` is the latest).
export function RoleFormModal({
  roleId,
  opened,
  onClose,
}: {
  roleId: string | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <RecordFormModal
      recordId={roleId}
      opened={opened}
      onClose={onClose}
      title={roleId ? t('roles.edit') : t('roles.create')}
      size="xl"
      detail={adminQueries.roles.detail}
      listKey={adminQueries.roles.all}
    >
      {(role, handlers) => <RoleForm role={role} {...handlers} />}
    </RecordFormModal>
  )
}
