import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { projectQueries } from '../api/project-queries.ts'
import { ProjectWizard } from '../components/project-wizard.tsx'

// /projects/create, and /projects/create?project=<id> once the header step made the project: the
// same wizard resumes it (a reload, or the user coming back to finish it).
export function ProjectWizardPage() {
  const { t } = useTranslation('projects')
  const [search] = useSearchParams()
  const id = search.get('project')
  const created = Boolean((useLocation().state as { created?: boolean } | null)?.created)
  usePresence('project', id ?? undefined)
  const project = useQuery({
    ...projectQueries.detail(id ?? ''),
    enabled: Boolean(id),
    meta: { quiet: true },
  })
  const articles = useQuery({
    ...projectQueries.articles(id ?? ''),
    enabled: Boolean(id),
    meta: { quiet: true },
  })
  if (project.error instanceof ApiError && project.error.status === 404) throw project.error
  if (id && !project.data) return <LoadState query={project} />
  if (id && !articles.data) return <LoadState query={articles} />
  return (
    <>
      <PageHeader
        title={project.data ? t('wizard.editTitle', { name: project.data.name }) : t('create')}
        description={t('wizard.description')}
      />
      <ProjectWizard
        // The project the first step made keeps the wizard where it was; a project reopened starts it afresh.
        key={created ? 'new' : (id ?? 'new')}
        project={project.data ?? null}
        articles={articles.data ?? null}
      />
    </>
  )
}
