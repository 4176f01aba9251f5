import { Button } from '@mantine/core'
import type { Style } from '@scm/contracts'
import { IconArchive, IconRestore, IconShare } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { useSetStyleStatus } from '../api/style-mutations.ts'
import { StyleShareModal } from './style-share-modal.tsx'

// Share, archive and restore, each after a question.
export function StyleActions({ style, onConflict }: { style: Style; onConflict: () => void }) {
  const { t } = useTranslation('styles')
  const confirm = useConfirm()
  const setStatus = useSetStyleStatus()
  const [sharing, setSharing] = useState(false)
  const archived = style.status === 'archived'
  const toggle = async () => {
    const next = archived ? 'active' : 'archived'
    const verb = archived ? 'restore' : 'archive'
    if (
      await confirm({
        title: t(`actions.${verb}Title`),
        message: t(`actions.${verb}Confirm`, { name: `${style.style_number} ${style.name}` }),
        confirmLabel: t(`actions.${verb}`),
        danger: !archived,
      })
    )
      setStatus.mutate({ id: style.id, version: style.version, status: next })
  }
  return (
    <>
      {!archived && (
        <Button variant="default" leftSection={<IconShare size={16} />} onClick={() => setSharing(true)}>
          {t('share.title')}
        </Button>
      )}
      <Button
        variant="default"
        color={archived ? undefined : 'red'}
        leftSection={archived ? <IconRestore size={16} /> : <IconArchive size={16} />}
        onClick={() => void toggle()}
        loading={setStatus.isPending}
      >
        {t(archived ? 'actions.restore' : 'actions.archive')}
      </Button>
      <StyleShareModal
        style={style}
        opened={sharing}
        onClose={() => setSharing(false)}
        onConflict={onConflict}
      />
    </>
  )
}
