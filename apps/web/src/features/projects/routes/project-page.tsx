import { Button, Paper, Stack, Title } from '@mantine/core'
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
import { useDeleteProject, useSaveProject } from '../api/project-mutations.ts'
import { projectQueries } from '../api/project-queries.ts'
import { ProjectForm, type ProjectValues } from '../components/project-form.tsx'
import { ProjectGantt } from '../components/project-gantt.tsx'
import { ProjectLinks } from '../components/project-links.tsx'
import { ProjectQuotations } from '../components/project-quotations.tsx'
import { TaskTree } from '../components/task-tree.tsx'

// /projects/create and /projects/:id: the project header, what links to it, and deleting it.
export function ProjectPage() {
  const { t } = useTranslation('projects')
  const { id } = useParams()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  const [conflict, setConflict] = useState(false)
  const save = useSaveProject()
  const remove = useDeleteProject()
  // A colleague with the same project open is named in a banner: a save of theirs would make ours stale.
  usePresence('project', id)
  const project = useQuery({
    ...projectQueries.detail(id ?? ''),
    enabled: Boolean(id),
    meta: { quiet: true },
  })
  if (project.error instanceof ApiError && project.error.status === 404) throw project.error
  if (id && !project.data) return <LoadState query={project} />
  const canEdit = hasPermission(user, 'create.project')
  const submit = ({ version, ...body }: ProjectValues, applyServerErrors: (error: unknown) => void) =>
    save.mutate(
      { id: id ?? null, body: id ? { ...body, version } : body },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('saved', { name: saved.name }) })
          navigate(id ? '/projects' : `/projects/${saved.id}`)
        },
        onError: (error) => {
          if (isConflict(error)) {
            setConflict(true)
            return void queryClient.invalidateQueries({ queryKey: projectQueries.all })
          }
          presentError(error)
          applyServerErrors(error)
        },
      },
    )
  const ask = async () => {
    if (!project.data) return
    const ok = await confirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name: project.data.name }),
      confirmLabel: t('delete'),
      danger: true,
    })
    if (ok)
      remove.mutate(project.data.id, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('deleted', { name: project.data.name }) })
          navigate('/projects')
        },
      })
  }
  return (
    <>
      <PageHeader
        title={project.data ? `${project.data.name} (${project.data.code})` : t('create')}
        description={t('formDescription')}
        actions={
          project.data &&
          canEdit && (
            <Button variant="subtle" color="red" onClick={() => void ask()} loading={remove.isPending}>
              {t('delete')}
            </Button>
          )
        }
      />
      <Stack gap="xl" maw={960}>
        <ConflictAlert show={conflict} />
        <Paper withBorder p="lg">
          <ProjectForm
            key={project.data ? `${project.data.id}-${project.data.version}` : 'new'}
            project={project.data ?? null}
            readOnly={!canEdit}
            saving={save.isPending}
            onSave={submit}
            onCancel={() => navigate('/projects')}
          />
        </Paper>
        {project.data && (
          <Paper withBorder p="lg">
            <Title order={2} size="h3" mb="md">
              {t('tasks.title')}
            </Title>
            <TaskTree projectId={project.data.id} projectStart={project.data.start_date} />
          </Paper>
        )}
        {project.data && (
          <Paper withBorder p="lg">
            <Title order={2} size="h3" mb="md">
              {t('tasks.planTitle')}
            </Title>
            <ProjectGantt projectId={project.data.id} />
          </Paper>
        )}
        {project.data && <ProjectQuotations projectId={project.data.id} />}
        {project.data && <ProjectLinks projectId={project.data.id} />}
      </Stack>
    </>
  )
}
