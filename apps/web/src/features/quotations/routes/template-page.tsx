import { Button, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { useDeleteTemplate, useSaveTemplate } from '../api/template-mutations.ts'
import { templateQueries } from '../api/template-queries.ts'
import { TemplateForm, type TemplateValues } from '../components/template-form.tsx'

// /quotation-templates/create and /quotation-templates/:id: a template's criteria, and deleting it.
export function TemplatePage() {
  const { t } = useTranslation('quotations')
  const { id } = useParams()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  const [conflict, setConflict] = useState(false)
  const save = useSaveTemplate()
  const remove = useDeleteTemplate()
  usePresence('quotation-template', id)
  const template = useQuery({
    ...templateQueries.detail(id ?? ''),
    enabled: Boolean(id),
    meta: { quiet: true },
  })
  if (template.error instanceof ApiError && template.error.status === 404) throw template.error
  if (id && !template.data) return <LoadState query={template} />
  const canEdit = hasPermission(user, 'create.quotation')
  const submit = ({ version, ...body }: TemplateValues, applyServerErrors: (error: unknown) => void) =>
    save.mutate(
      { id: id ?? null, body: id ? { ...body, version } : body },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('templates.saved', { name: saved.name }) })
          navigate('/quotation-templates')
        },
        onError: (error) => {
          if (isConflict(error)) {
            setConflict(true)
            return void queryClient.invalidateQueries({ queryKey: templateQueries.all })
          }
          presentError(error)
          applyServerErrors(error)
        },
      },
    )
  const ask = async () => {
    if (!template.data) return
    const { name } = template.data
    const ok = await confirm({
      title: t('templates.deleteTitle'),
      message: t('templates.deleteMessage', { name }),
      confirmLabel: t('templates.delete'),
      danger: true,
    })
    if (ok)
      remove.mutate(template.data.id, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('templates.deleted', { name }) })
          navigate('/quotation-templates')
        },
      })
  }
  return (
    <>
      <PageHeader
        title={template.data?.name ?? t('templates.createTitle')}
        description={t('templates.formDescription')}
        actions={
          template.data &&
          canEdit && (
            <Button variant="subtle" color="red" onClick={() => void ask()} loading={remove.isPending}>
              {t('templates.delete')}
            </Button>
          )
        }
      />
      <Stack gap="xl" maw={1100}>
        <ConflictAlert show={conflict} />
        <TemplateForm
          key={template.data ? `${template.data.id}-${template.data.version}` : 'new'}
          template={template.data ?? null}
          readOnly={!canEdit}
          saving={save.isPending}
          onSave={submit}
          onCancel={() => navigate('/quotation-templates')}
        />
      </Stack>
    </>
  )
}
