import { Button } from '@mantine/core'
import { type Project, projectEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { RouteTabs } from '../../../ui/route-tabs.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { projectQueries } from '../api/project-queries.ts'

export function ProjectsPage() {
  const { t } = useTranslation('projects')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const params = useParams(['seasons', 'buying-entities', 'users'])
  const nameOf = (name: 'seasons' | 'buying-entities', id: string | null) =>
    formatText(id && params.data[name].find((option) => option.id === id)?.name)
  const userNames = (ids: string[]) =>
    formatText(
      ids.flatMap((id) => params.data.users.find((option) => option.id === id)?.name ?? []).join(', '),
    )
  const columns: ListColumn<Project>[] = [
    { key: 'code', label: t('fields.code'), sortField: 'code', value: (project) => project.code },
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (project) => project.name },
    { key: 'season', label: t('fields.season'), value: (project) => nameOf('seasons', project.season_id) },
    {
      key: 'year',
      label: t('fields.year'),
      sortField: 'year',
      value: (project) => formatText(project.year === null ? null : String(project.year)),
    },
    {
      key: 'buying_entity',
      label: t('fields.buyingEntity'),
      value: (project) => nameOf('buying-entities', project.buying_entity_id),
    },
    {
      key: 'start_date',
      label: t('fields.startDate'),
      sortField: 'start_date',
      value: (project) => formatText(project.start_date && formatDate(project.start_date)),
    },
    {
      key: 'end_date',
      label: t('fields.endDate'),
      sortField: 'end_date',
      value: (project) => formatText(project.end_date && formatDate(project.end_date)),
    },
    {
      key: 'managers',
      label: t('fields.managers'),
      value: (project) => userNames(project.manager_ids),
    },
    {
      key: 'active',
      label: t('fields.state'),
      value: (project) => t(project.active ? 'status.active' : 'status.inactive'),
      render: (project) => <StatusBadge status={project.active ? 'active' : 'inactive'} ns="projects" />,
    },
  ]
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <RouteTabs
        label={t('tabs.label')}
        tabs={[
          { to: '/projects', label: t('tabs.list') },
          { to: '/projects/quotations', label: t('tabs.quotations') },
        ]}
      />
      <ListScreen
        id="projects"
        title={t('title')}
        endpoint={projectEndpoints.list}
        queryKey={projectQueries.all}
        columns={columns}
        filters={[
          {
            key: 'person',
            label: t('filters.people'),
            type: 'select',
            options: user ? [{ value: user.id, label: t('filters.mine') }] : [],
          },
          {
            key: 'active',
            label: t('fields.state'),
            type: 'select',
            options: [
              { value: 'true', label: t('status.active') },
              { value: 'false', label: t('status.inactive') },
            ],
          },
          {
            key: 'season_id',
            label: t('fields.season'),
            type: 'select',
            options: params.data.seasons.map((season) => ({ value: season.id, label: season.name })),
          },
          {
            key: 'buying_entity_id',
            label: t('fields.buyingEntity'),
            type: 'select',
            options: params.data['buying-entities'].map((entity) => ({
              value: entity.id,
              label: entity.name,
            })),
          },
        ]}
        rowKey={(project) => project.id}
        defaultSort="code"
        onRowClick={(project) => navigate(`/projects/${project.id}`)}
        actions={
          hasPermission(user, 'create.project') && (
            <Button
              component={Link}
              to="/projects/create"
              leftSection={<IconPlus size={16} />}
              data-testid="create-project"
            >
              {t('create')}
            </Button>
          )
        }
      />
    </>
  )
}
