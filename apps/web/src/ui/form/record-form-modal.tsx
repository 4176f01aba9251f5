import { Modal, type ModalProps } from '@mantine/core'
import { type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadState } from '../load-state.tsx'
import { ConflictAlert } from './conflict-alert.tsx'

// The one create/edit modal for a record: the record is loaded fresh when editing (so `version` is
// the latest), and a conflict shows the alert and reloads the list. The form inside is the caller's.
export function RecordFormModal<
  R extends { id: string; version: number },
  K extends readonly unknown[],
>(props: {
  recordId: string | null
  opened: boolean
  onClose: () => void
  title: string
  size?: ModalProps['size']
  detail: (id: string) => UseQueryOptions<R, Error, R, K>
  listKey: readonly unknown[]
  children: (record: R | null, handlers: { onDone: () => void; onConflict: () => void }) => ReactNode
}) {
  const { t } = useTranslation()
  const [conflict, setConflict] = useState(false)
  const queryClient = useQueryClient()
  const record = useQuery({
    ...props.detail(props.recordId ?? ''),
    enabled: props.opened && props.recordId !== null,
    meta: { quiet: true },
  })
  const close = () => {
    setConflict(false)
    props.onClose()
  }
  const onConflict = () => {
    setConflict(true)
    void queryClient.invalidateQueries({ queryKey: props.listKey })
  }
  const ready = props.recordId === null || record.data
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('close') }}
      opened={props.opened}
      onClose={close}
      title={props.title}
      size={props.size}
    >
      <ConflictAlert show={conflict} />
      {props.opened && props.recordId && <LoadState query={record} />}
      {props.opened && ready && (
        <div key={record.data ? `${record.data.id}-${record.data.version}` : 'new'}>
          {props.children(props.recordId ? (record.data ?? null) : null, { onDone: close, onConflict })}
        </div>
      )}
    </Modal>
  )
}
