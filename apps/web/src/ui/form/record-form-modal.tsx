import { Modal, type ModalProps } from '@mantine/core'
import { type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadState } from '../load-state.tsx'
import { ConflictAlert } from './conflict-alert.tsx'

type Versioned = { id: string; version: number }
type FormHandlers = { onDone: () => void; onConflict: () => void }

interface FrameProps {
  opened: boolean
  onClose: () => void
  title: string
  size?: ModalProps['size']
  // The list behind the modal, reloaded on a conflict: it shows the stale row too.
  listKey?: readonly unknown[]
}

// The one create/edit modal for a record the caller already holds (a row of the list behind it): a
// conflict shows the alert above the form, and the form starts afresh for each version of the record.
export function RecordModal<R extends Versioned>(
  props: FrameProps & {
    record: R | null
    // Shown instead of the form while the record is not ready (RecordFormModal loads it).
    pending?: ReactNode
    children: (record: R | null, handlers: FormHandlers) => ReactNode
  },
) {
  const { t } = useTranslation()
  const [conflict, setConflict] = useState(false)
  const queryClient = useQueryClient()
  const close = () => {
    setConflict(false)
    props.onClose()
  }
  const onConflict = () => {
    setConflict(true)
    if (props.listKey) void queryClient.invalidateQueries({ queryKey: props.listKey })
  }
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('close') }}
      opened={props.opened}
      onClose={close}
      title={props.title}
      size={props.size}
    >
      <ConflictAlert show={conflict} />
      {props.opened &&
        (props.pending ?? (
          <div key={props.record ? `${props.record.id}-${props.record.version}` : 'new'}>
            {props.children(props.record, { onDone: close, onConflict })}
          </div>
        ))}
    </Modal>
  )
}

// The same modal for a record it loads fresh when editing, so that `version` is the latest.
export function RecordFormModal<R extends Versioned, K extends readonly unknown[]>({
  recordId,
  detail,
  ...props
}: FrameProps & {
  recordId: string | null
  detail: (id: string) => UseQueryOptions<R, Error, R, K>
  listKey: readonly unknown[]
  children: (record: R | null, handlers: FormHandlers) => ReactNode
}) {
  const record = useQuery({
    ...detail(recordId ?? ''),
    enabled: props.opened && recordId !== null,
    meta: { quiet: true },
  })
  const waiting = recordId !== null && !record.data
  return (
    <RecordModal
      {...props}
      record={recordId ? (record.data ?? null) : null}
      pending={waiting ? <LoadState query={record} /> : undefined}
    />
  )
}
