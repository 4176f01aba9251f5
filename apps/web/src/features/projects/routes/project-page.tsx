import { Button, Paper, Stack, Tabs } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { quotationEndpoints } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router'
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
import { ProjectArticlesTab } from '../components/project-articles-tab.tsx'
import { ProjectForm, type ProjectValues } from '../components/project-form.tsx'
import { ProjectGantt } from '../components/project-gantt.tsx'
import { ProjectLinks } from '../components/project-links.tsx'
import { ProjectQuotations } from '../components/project-quotations.tsx'
import { TaskTree } from '../components/task-tree.tsx'

interface ProjectTab {
  key: string
  content: ReactNode
  shown?: boolean
}

// /projects/:id: the project's tabs (spec §2.10 "Project tabs"), each linkable as ?tab=<key>. The
// header is edited here; a new project is made by the wizard at /projects/create.
export function ProjectPage() {
  const { t } = useTranslation('projects')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  const [search, setSearch] = useSearchParams()
  const [conflict, setConflict] = useState(false)
  const save = useSaveProject()
  const remove = useDeleteProject()
  // A colleague with the same project open is named in a banner: a save of theirs would make ours stale.
  usePresence('project', id)
  const project = useQuery({ ...projectQueries.detail(id), meta: { quiet: true } })
  if (project.error instanceof ApiError && project.error.status === 404) throw project.error
  if (!project.data) return <LoadState query={project} />
  const data = project.data
  const canEdit = hasPermission(user, 'create.project')
  const onConflict = () => {
    setConflict(true)
    void queryClient.invalidateQueries({ queryKey: projectQueries.all })
  }
  const submit = ({ version, ...body }: ProjectValues, applyServerErrors: (error: unknown) => void) =>
    save.mutate(
      { id, body: { ...body, version } },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('saved', { name: saved.name }) })
          navigate('/projects')
        },
        onError: (error) => {
          if (isConflict(error)) return onConflict()
          presentError(error)
          applyServerErrors(error)
        },
      },
    )
  const ask = async () => {
    const ok = await confirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name: data.name }),
      confirmLabel: t('delete'),
      danger: true,
    })
    if (ok)
      remove.mutate(data.id, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('deleted', { name: data.name }) })
          navigate('/projects')
        },
      })
  }
  const tabs: ProjectTab[] = [
    {
      key: 'overview',
      content: (
        <Stack gap="xl">
          <Paper withBorder p="lg">
            <ProjectForm
              key={`${data.id}-${data.version}`}
              project={data}
              readOnly={!canEdit}
              saving={save.isPending}
              onSave={submit}
              onCancel={() => navigate('/projects')}
            />
          </Paper>
          <ProjectLinks projectId={data.id} />
        </Stack>
      ),
    },
    { key: 'tasks', content: <TaskTree projectId={data.id} projectStart={data.start_date} /> },
    { key: 'gantt', content: <ProjectGantt projectId={data.id} /> },
    {
      key: 'articles',
      content: <ProjectArticlesTab projectId={data.id} canEdit={canEdit} onConflict={onConflict} />,
    },
    {
      key: 'quotations',
      content: <ProjectQuotations projectId={data.id} />,
      shown: hasPermission(user, quotationEndpoints.list.permission),
    },
  ]
  const shown = tabs.filter((tab) => tab.shown !== false)
  const tab = shown.find((each) => each.key === search.get('tab'))?.key ?? 'overview'
  return (
    <>
      <PageHeader
        title={`${data.name} (${data.code})`}
        description={t('formDescription')}
        actions={
          canEdit && (
            <Button variant="subtle" color="red" onClick={() => void ask()} loading={remove.isPending}>
              {t('delete')}
            </Button>
          )
        }
      />
      <Stack gap="md" maw={1200}>
        <ConflictAlert show={conflict} />
        <Tabs
          value={tab}
          onChange={(value) => {
            setConflict(false)
            setSearch({ tab: value ?? 'overview' }, { replace: true })
          }}
          keepMounted={false}
        >
          <Tabs.List mb="md" aria-label={t('detailTabs.label')}>
            {shown.map((each) => (
              <Tabs.Tab key={each.key} value={each.key}>
                {t(`detailTabs.${each.key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {shown.map((each) => (
            <Tabs.Panel key={each.key} value={each.key}>
              {each.content}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  )
}
