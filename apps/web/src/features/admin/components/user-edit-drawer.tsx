import { Drawer, Stack } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { adminQueries } from '../api/admin-queries.ts'
import { UserEditForm } from './user-edit-form.tsx'

// Loads the latest version of the user; after a conflict the form starts again from it.
export function UserEditDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const [conflict, setConflict] = useState(false)
  const queryClient = useQueryClient()
  const user = useQuery({
    ...adminQueries.users.detail(userId ?? ''),
    enabled: userId !== null,
    meta: { quiet: true },
  })
  const close = () => {
    setConflict(false)
    onClose()
  }
  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('app:close') }}
      opened={userId !== null}
      onClose={close}
      title={t('users.edit')}
      position="right"
      size="md"
    >
      <Stack>
        <ConflictAlert show={conflict} />
        <LoadState query={user} />
        {user.data && (
          <UserEditForm
            key={`${user.data.id}-${user.data.version}`}
            user={user.data}
            onSaved={close}
            onCancel={close}
            onConflict={() => {
              setConflict(true)
              // The list behind the form shows the stale row too.
              void queryClient.invalidateQueries({ queryKey: adminQueries.users.all })
            }}
          />
        )}
      </Stack>
    </Drawer>
  )
}
