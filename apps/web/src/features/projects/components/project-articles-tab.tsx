import { Button, Group, Paper, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type ProjectArticles, ProjectArticlesBody } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { useSaveProjectArticles } from '../api/project-mutations.ts'
import { projectQueries } from '../api/project-queries.ts'
import { ProjectArticleMilestones } from './project-article-milestones.tsx'
import { articlesValues, ProjectArticlesFields } from './project-articles-fields.tsx'
import { ProjectArticlesTable } from './project-articles-table.tsx'

// The project page's articles tab: editable with create.project, a table for those who may only look;
// below it, each saved article's production milestones.
export function ProjectArticlesTab({
  projectId,
  canEdit,
  onConflict,
}: {
  projectId: string
  canEdit: boolean
  onConflict: () => void
}) {
  const articles = useQuery({ ...projectQueries.articles(projectId), meta: { quiet: true } })
  if (!articles.data) return <LoadState query={articles} />
  return (
    <Stack>
      <Paper withBorder p="lg">
        {canEdit ? (
          <ArticlesEditor
            key={`${projectId}-${articles.data.version}`}
            saved={articles.data}
            onConflict={onConflict}
          />
        ) : (
          <ProjectArticlesTable articles={articles.data.articles} />
        )}
      </Paper>
      <ProjectArticleMilestones projectId={projectId} articles={articles.data.articles} canEdit={canEdit} />
    </Stack>
  )
}

function ArticlesEditor({ saved, onConflict }: { saved: ProjectArticles; onConflict: () => void }) {
  const { t } = useTranslation('projects')
  const queryClient = useQueryClient()
  const save = useSaveProjectArticles()
  const form = useContractForm(ProjectArticlesBody, articlesValues(saved))
  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await save.mutateAsync({ id: saved.project_id, body })
      queryClient.setQueryData(projectQueries.articles(result.project_id).queryKey, result)
      notifications.show({ color: 'green', message: t('articles.saved') })
    } catch (error) {
      if (isConflict(error)) return onConflict()
      presentError(error)
      form.applyServerErrors(error)
    }
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ProjectArticlesFields form={form} saved={saved.articles} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="save-project-articles">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
