import { Card, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Project, type ProjectArticles, ProjectArticlesBody, UpdateProjectBody } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { presentError } from '../../../lib/api/present-error.ts'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useWizard } from '../../../ui/wizard/use-wizard.ts'
import { validateFields } from '../../../ui/wizard/validate-fields.ts'
import { Wizard } from '../../../ui/wizard/wizard.tsx'
import { useSaveProject, useSaveProjectArticles } from '../api/project-mutations.ts'
import { projectQueries } from '../api/project-queries.ts'
import { articlesValues, ProjectArticlesFields } from './project-articles-fields.tsx'
import { projectValues } from './project-form.tsx'
import { ProjectHeaderFields, projectHeaderFields } from './project-header-fields.tsx'
import { ProjectSummary } from './project-summary.tsx'
import { TaskTree } from './task-tree.tsx'

interface ProjectWizardStep {
  key: string
  content: ReactNode
  // Checks the step and saves it into the project; false keeps the user on it.
  save: () => Promise<boolean>
}

// Spec §2.10 project creation. The header step makes the project (from then on it exists, and the
// page's address names it so that a reload resumes it); each later step saves into it at the version
// last seen, and a stale version shows the conflict alert with the project as it now is.
export function ProjectWizard({
  project,
  articles,
}: {
  project: Project | null
  articles: ProjectArticles | null
}) {
  const { t } = useTranslation('projects')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const header = useContractForm(UpdateProjectBody, projectValues(project))
  const lines = useContractForm(ProjectArticlesBody, articlesValues(articles))
  const [saved, setSaved] = useState(project)
  const [savedArticles, setSavedArticles] = useState(articles)
  const [conflict, setConflict] = useState(false)
  const saveProject = useSaveProject()
  const saveArticles = useSaveProjectArticles()
  // Read while rendering: react-hook-form keeps isDirty up to date only for a form that reads it so.
  const dirty = { header: header.formState.isDirty, articles: lines.formState.isDirty }

  // A conflict reloads every step from the server; any other refusal lands on the step's fields.
  const refused = async (error: unknown, form: { applyServerErrors: (error: unknown) => void }) => {
    if (isConflict(error) && saved) {
      setConflict(true)
      const [current, currentArticles] = await Promise.all([
        queryClient.fetchQuery({ ...projectQueries.detail(saved.id), staleTime: 0 }),
        queryClient.fetchQuery({ ...projectQueries.articles(saved.id), staleTime: 0 }),
      ])
      setSaved(current)
      setSavedArticles(currentArticles)
      header.reset(projectValues(current))
      lines.reset(articlesValues(currentArticles))
      window.scrollTo({ top: 0, behavior: 'smooth' })
      return false
    }
    presentError(error)
    form.applyServerErrors(error)
    return false
  }

  const persistHeader = async () => {
    if (!(await validateFields(header, projectHeaderFields))) return false
    if (saved && !dirty.header) return true
    const { version: _, ...body } = header.getValues()
    try {
      const result = await saveProject.mutateAsync(
        saved ? { id: saved.id, body: { ...body, version: saved.version } } : { id: null, body },
      )
      queryClient.setQueryData(projectQueries.detail(result.id).queryKey, result)
      header.reset(projectValues(result))
      setConflict(false)
      if (!saved) {
        const empty = { project_id: result.id, version: result.version, articles: [] }
        queryClient.setQueryData(projectQueries.articles(result.id).queryKey, empty)
        setSavedArticles(empty)
        void navigate(`/projects/create?project=${result.id}`, {
          replace: true,
          state: { created: true },
        })
      }
      setSaved(result)
      return true
    } catch (error) {
      return refused(error, header)
    }
  }

  const persistArticles = async () => {
    // A row's refusal shows once its form was submitted (ui/form/shown-error.ts): leaving the step is
    // that submit, so a row left blank says what it lacks.
    let valid = false
    await lines.handleSubmit(() => {
      valid = true
    })()
    if (!valid) return false
    if (!saved || !dirty.articles) return true
    try {
      const result = await saveArticles.mutateAsync({
        id: saved.id,
        body: { articles: lines.getValues('articles') ?? [], version: saved.version },
      })
      queryClient.setQueryData(projectQueries.articles(result.project_id).queryKey, result)
      setSavedArticles(result)
      setSaved({ ...saved, version: result.version })
      lines.reset(articlesValues(result))
      setConflict(false)
      return true
    } catch (error) {
      return refused(error, lines)
    }
  }

  const steps: ProjectWizardStep[] = [
    {
      key: 'header',
      content: <ProjectHeaderFields form={header} readOnly={false} />,
      save: persistHeader,
    },
    // Each task is saved as it is made: the step only needs the project the header step created.
    {
      key: 'tasks',
      content: saved && <TaskTree projectId={saved.id} projectStart={saved.start_date} />,
      save: async () => true,
    },
    {
      key: 'articles',
      content: <ProjectArticlesFields form={lines} saved={savedArticles?.articles ?? []} />,
      save: persistArticles,
    },
  ]
  const stepOf = (key: string) => steps.findIndex((step) => step.key === key)
  // A project reopened to finish it was through every step once: each can be picked again.
  const wizard = useWizard(steps.length + 1, { reached: project ? steps.length : 0 })
  const finish = () => {
    if (!saved) return
    notifications.show({ color: 'green', message: t('saved', { name: saved.name }) })
    void navigate(`/projects/${saved.id}`)
  }
  return (
    <Stack>
      <ConflictAlert show={conflict} />
      <Card withBorder padding="lg">
        <Wizard
          state={wizard}
          steps={steps.map((step) => ({
            key: step.key,
            label: t(`wizard.steps.${step.key}`),
            description: t(`wizard.stepHints.${step.key}`),
            content: step.content,
          }))}
          validateStep={(index) => steps[index]?.save() ?? Promise.resolve(true)}
          summary={(goTo) =>
            saved && <ProjectSummary project={saved} articles={savedArticles} stepOf={stepOf} goTo={goTo} />
          }
          onFinish={finish}
          finishLabel={t('wizard.finish')}
          finishing={saveProject.isPending || saveArticles.isPending}
        />
      </Card>
    </Stack>
  )
}
