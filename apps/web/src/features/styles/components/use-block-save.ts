import { notifications } from '@mantine/notifications'
import { type Style, styleToBody, type UpdateStyleBody } from '@scm/contracts'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useUpdateStyle } from '../api/style-mutations.ts'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

// A detail tab saves its block as part of the whole style. Saving one block does not reset the
// others' unsaved edits, so the forms stay mounted while the style reloads; a block therefore
// remembers what it was based on, and if someone else changed that block since, the save is a
// conflict, as a stale version is on the server.
export function useBlockSave<B>(style: Style, block: (style: Style) => B, onConflict: () => void) {
  const { t } = useTranslation('styles')
  const update = useUpdateStyle()
  const base = useRef(block(style))
  const save = async (changes: Partial<UpdateStyleBody>, applyServerErrors: (error: unknown) => void) => {
    if (!same(base.current, block(style))) return onConflict()
    try {
      const saved = await update.mutateAsync({ id: style.id, body: { ...styleToBody(style), ...changes } })
      base.current = block(saved)
      notifications.show({ color: 'green', message: t('detail.saved') })
    } catch (error) {
      handleSaveError(error, applyServerErrors, onConflict)
    }
  }
  return { save, saving: update.isPending }
}
