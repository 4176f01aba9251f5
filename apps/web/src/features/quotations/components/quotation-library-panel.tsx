import { Button, Group, Modal, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Quotation, QuotationLibraryBody } from '@scm/contracts'
import { IconPencil } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { quotationFileDownload } from '../api/quotation-library-queries.ts'
import { useSaveQuotationLibrary } from '../api/quotation-mutations.ts'
import { quotationQueries } from '../api/quotation-queries.ts'
import { libraryValues, QuotationLibraryFields } from './quotation-library-fields.tsx'
import { QuotationLibraryView } from './quotation-library-view.tsx'

// The compare page's questions and documents. While suppliers answer, the buyer may add a clarification
// (a question several asked, a corrected document): suppliers see it on their invite at once.
export function QuotationLibraryPanel({ id, canEdit }: { id: string; canEdit: boolean }) {
  const { t } = useTranslation('quotations')
  const quotation = useQuery({ ...quotationQueries.detail(id), meta: { quiet: true } })
  const [editing, setEditing] = useState(false)
  if (!quotation.data) return <LoadState query={quotation} title={t('library.loadError')} />
  const data = quotation.data
  return (
    <>
      <QuotationLibraryView
        questions={data.questions}
        files={data.files}
        download={quotationFileDownload(id)}
        actions={
          canEdit &&
          data.status === 'in-progress' && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} />}
              onClick={() => setEditing(true)}
              data-testid="edit-library"
            >
              {t('library.edit')}
            </Button>
          )
        }
      />
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('library.title')} size="lg">
        {editing && <LibraryEditor quotation={data} onDone={() => setEditing(false)} />}
      </Modal>
    </>
  )
}

function LibraryEditor({ quotation, onDone }: { quotation: Quotation; onDone: () => void }) {
  const { t } = useTranslation('quotations')
  const queryClient = useQueryClient()
  const form = useContractForm(QuotationLibraryBody, libraryValues(quotation))
  const save = useSaveQuotationLibrary()
  const [conflict, setConflict] = useState(false)
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: quotation.id, body })
      queryClient.setQueryData(quotationQueries.detail(saved.id).queryKey, saved)
      notifications.show({ color: 'green', message: t('library.saved') })
      onDone()
    } catch (error) {
      if (isConflict(error)) {
        setConflict(true)
        const fresh = await queryClient.fetchQuery({ ...quotationQueries.detail(quotation.id), staleTime: 0 })
        form.reset(libraryValues(fresh))
        return
      }
      presentError(error)
      form.applyServerErrors(error)
    }
  })
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack>
        <ConflictAlert show={conflict} />
        <QuotationLibraryFields form={form} saved={quotation} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('library.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-library">
            {t('library.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
