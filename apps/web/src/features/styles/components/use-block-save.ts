import { notifications } from '@mantine/notifications'
import { type Style, styleToBody, type UpdateStyleBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useUpdateStyle } from '../api/style-mutations.ts'

// A detail tab saves its block as part of the whole style, with the version it was read at. The
// saved style remounts the forms (they are keyed by version), so the outcome is handled on the
// promise rather than on callbacks of a form that is gone by then.
export function useBlockSave(style: Style, onConflict: () => void) {
  const { t } = useTranslation('styles')
  const update = useUpdateStyle()
  const save = async (changes: Partial<UpdateStyleBody>, applyServerErrors: (error: unknown) => void) => {
    try {
      await update.mutateAsync({ id: style.id, body: { ...styleToBody(style), ...changes } })
      notifications.show({ color: 'green', message: t('detail.saved') })
    } catch (error) {
      handleSaveError(error, applyServerErrors, onConflict)
    }
  }
  return { save, saving: update.isPending }
}
