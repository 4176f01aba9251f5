import { Alert, Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type ConsumablesPosting, isConsumablesPostingDraft } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import {
  useCreateConsumablesPosting,
  useUpdateConsumablesPosting,
} from '../api/consumables-posting-mutations.ts'
import { consumablesPostingQueries } from '../api/consumables-posting-queries.ts'
import { ConsumablesPostingFields } from '../components/consumables-posting-fields.tsx'
import { useConsumablesPostingForm } from '../components/consumables-posting-form.ts'

// /consumables-postings/create: a new draft, saved once; the detail page then sends it.
export function ConsumablesPostingCreatePage() {
  const { t } = useTranslation('inventory')
  const navigate = useNavigate()
  const form = useConsumablesPostingForm(null)
  const create = useCreateConsumablesPosting()
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: t('consumables.created', { number: saved.number }) })
        navigate(`/consumables-postings/${saved.id}`)
      },
      onError: (error) => {
        presentError(error)
        form.applyServerErrors(error)
      },
    }),
  )
  return (
    <>
      <PageHeader title={t('consumables.createTitle')} description={t('consumables.createDescription')} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack maw={1000}>
          <ConsumablesPostingFields form={form} saved={null} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/consumables-postings">
              {t('consumables.back')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="save-posting">
              {t('consumables.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  )
}

// /consumables-postings/:id/update: a draft's header and rows, saved on its version.
export function ConsumablesPostingUpdatePage() {
  const { t } = useTranslation('inventory')
  const { id = '' } = useParams()
  const [conflict, setConflict] = useState(false)
  const posting = useQuery({ ...consumablesPostingQueries.detail(id), meta: { quiet: true } })
  if (posting.error instanceof ApiError && posting.error.status === 404) throw posting.error
  if (!posting.data) return <LoadState query={posting} />
  const saved = posting.data
  return (
    <>
      <PageHeader
        title={t('consumables.updateTitle', { number: saved.number })}
        description={t('consumables.createDescription')}
      />
      <Stack maw={1000}>
        <ConflictAlert show={conflict} />
        {isConsumablesPostingDraft(saved.status) ? (
          <PostingEditor
            key={`${saved.id}-${saved.version}`}
            saved={saved}
            onConflict={() => setConflict(true)}
          />
        ) : (
          <Alert color="gray" data-testid="posting-not-draft">
            {t('consumables.notDraft')}{' '}
            <Link to={`/consumables-postings/${saved.id}`}>
              {t('consumables.open', { number: saved.number })}
            </Link>
          </Alert>
        )}
      </Stack>
    </>
  )
}

// Keyed by the version: a conflict starts the form afresh from the server's answer.
function PostingEditor({ saved, onConflict }: { saved: ConsumablesPosting; onConflict: () => void }) {
  const { t } = useTranslation('inventory')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useConsumablesPostingForm(saved)
  const update = useUpdateConsumablesPosting()
  const submit = form.handleSubmit((body) =>
    update.mutateAsync({ id: saved.id, body: { ...body, version: saved.version } }).then(
      (result) => {
        queryClient.setQueryData(consumablesPostingQueries.detail(result.id).queryKey, result)
        notifications.show({ color: 'green', message: t('consumables.saved', { number: result.number }) })
        navigate(`/consumables-postings/${result.id}`)
      },
      (error: unknown) =>
        handleSaveError(error, form.applyServerErrors, () => {
          onConflict()
          void queryClient.invalidateQueries({ queryKey: consumablesPostingQueries.all })
        }),
    ),
  )
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ConsumablesPostingFields form={form} saved={saved} />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={`/consumables-postings/${saved.id}`}>
            {t('consumables.back')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="save-posting">
            {t('consumables.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
