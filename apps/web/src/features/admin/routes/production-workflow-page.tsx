import { Button, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { useDeleteWorkflow, useSaveWorkflow, workflowQueries } from '../api/workflow-api.ts'
import { WorkflowForm, type WorkflowValues } from '../components/workflow-form.tsx'

const listPath = '/admin/production-workflows'

// /admin/production-workflows/create and /:id: a workflow with its steps, and deleting it.
export function ProductionWorkflowPage() {
  const { t } = useTranslation('admin')
  const { id } = useParams()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const [conflict, setConflict] = useState(false)
  const save = useSaveWorkflow()
  const remove = useDeleteWorkflow()
  const workflow = useQuery({
    ...workflowQueries.detail(id ?? ''),
    enabled: Boolean(id),
    meta: { quiet: true },
  })
  if (workflow.error instanceof ApiError && workflow.error.status === 404) throw workflow.error
  if (id && !workflow.data) return <LoadState query={workflow} />
  const submit = ({ version, ...body }: WorkflowValues, applyServerErrors: (error: unknown) => void) =>
    save.mutate(
      { id: id ?? null, body: id ? { ...body, version } : body },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('workflows.saved', { name: saved.name }) })
          navigate(listPath)
        },
        onError: (error) => {
          if (isConflict(error)) {
            setConflict(true)
            return void queryClient.invalidateQueries({ queryKey: workflowQueries.all })
          }
          presentError(error)
          applyServerErrors(error)
        },
      },
    )
  const ask = async () => {
    if (!workflow.data) return
    const { name } = workflow.data
    const ok = await confirm({
      title: t('lists.deleteTitle'),
      message: t('lists.deleteConfirm', { name }),
      confirmLabel: t('common.delete'),
      danger: true,
    })
    if (ok)
      remove.mutate(workflow.data.id, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('workflows.deleted', { name }) })
          navigate(listPath)
        },
      })
  }
  return (
    <>
      <PageHeader
        title={workflow.data?.name ?? t('workflows.create')}
        description={t('workflows.formDescription')}
        actions={
          workflow.data && (
            <Button variant="subtle" color="red" onClick={() => void ask()} loading={remove.isPending}>
              {t('common.delete')}
            </Button>
          )
        }
      />
      <Stack gap="xl" maw={1100}>
        <ConflictAlert show={conflict} />
        <WorkflowForm
          key={workflow.data ? `${workflow.data.id}-${workflow.data.version}` : 'new'}
          workflow={workflow.data ?? null}
          saving={save.isPending}
          onSave={submit}
          onCancel={() => navigate(listPath)}
        />
      </Stack>
    </>
  )
}
