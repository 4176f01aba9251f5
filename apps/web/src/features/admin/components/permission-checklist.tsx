import { Checkbox, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Permission } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { permissionGroups, permissionLabelKey } from './permission-groups.ts'

interface PermissionChecklistProps {
  value: Permission[]
  onChange: (value: Permission[]) => void
  error?: string
}

export function PermissionChecklist({ value, onChange, error }: PermissionChecklistProps) {
  const { t } = useTranslation('admin')
  const toggleGroup = (permissions: Permission[], on: boolean) =>
    onChange(on ? [...new Set([...value, ...permissions])] : value.filter((p) => !permissions.includes(p)))
  return (
    <Stack gap="sm" data-testid="permission-checklist">
      <Input.Label>{t('roles.permissions')}</Input.Label>
      {permissionGroups.map((group) => {
        const held = group.permissions.filter((permission) => value.includes(permission)).length
        return (
          <Paper key={group.key} withBorder p="sm">
            <Checkbox
              label={
                <Text fw={600} size="sm">
                  {t(`permissionGroups.${group.key}`)}
                </Text>
              }
              checked={held === group.permissions.length}
              indeterminate={held > 0 && held < group.permissions.length}
              onChange={(event) => toggleGroup(group.permissions, event.currentTarget.checked)}
              mb="xs"
            />
            <Checkbox.Group value={value} onChange={(next) => onChange(next as Permission[])}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} pl="lg">
                {group.permissions.map((permission) => (
                  <Checkbox
                    key={permission}
                    value={permission}
                    label={t(permissionLabelKey(permission))}
                    size="sm"
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Paper>
        )
      })}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  )
}
