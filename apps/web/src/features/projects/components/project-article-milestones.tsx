import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { ProjectArticle, ProjectArticleMilestone } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { formatDate } from '../../../lib/format/format.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { MilestoneStatusBadge, MilestoneStatusSelect } from '../../../ui/milestone-status.tsx'
import {
  articleMilestoneQueries,
  useArticleMilestonesLive,
  useUpdateArticleMilestone,
} from '../api/article-milestone-queries.ts'
import { ApplyArticleWorkflowModal } from './apply-article-workflow-modal.tsx'

const labelOf = (line: ProjectArticle) => `${line.article_code} · ${line.article_name}`

// The production milestones of each article of the project (decision 0050): the workflow it follows,
// its steps with their plan and status; applying one and moving a status with create.project.
export function ProjectArticleMilestones({
  projectId,
  articles,
  canEdit,
}: {
  projectId: string
  articles: ProjectArticle[]
  canEdit: boolean
}) {
  const { t } = useTranslation('projects')
  useArticleMilestonesLive(projectId)
  const plan = useQuery(articleMilestoneQueries.ofProject(projectId))
  const [applying, setApplying] = useState<{ id: string; label: string; replacing: boolean } | null>(null)
  if (articles.length === 0) return null
  const ofArticle = (articleId: string) => plan.data?.filter((m) => m.article_id === articleId) ?? []
  return (
    <Stack gap="md" data-testid="article-milestones">
      <Title order={2} fz="h4">
        {t('milestones.title')}
      </Title>
      <LoadState query={plan} />
      {plan.data &&
        articles.map((line) => {
          const milestones = ofArticle(line.article_id)
          return (
            <Paper key={line.article_id} withBorder p="md" data-testid="article-milestones-of">
              <Group justify="space-between" mb="xs">
                <div>
                  <Text fw={600}>{labelOf(line)}</Text>
                  <Text size="sm" c="dimmed">
                    {milestones[0]
                      ? `${milestones[0].workflow_name} · ${t(`milestones.plannedFrom.${milestones[0].planned_from}`)}`
                      : t('milestones.empty')}
                  </Text>
                </div>
                {canEdit && (
                  <Button
                    size="xs"
                    variant={milestones.length > 0 ? 'default' : 'filled'}
                    onClick={() =>
                      setApplying({
                        id: line.article_id,
                        label: labelOf(line),
                        replacing: milestones.length > 0,
                      })
                    }
                    aria-label={t('milestones.applyFor', { article: labelOf(line) })}
                  >
                    {milestones.length > 0 ? t('milestones.reapply') : t('milestones.apply')}
                  </Button>
                )}
              </Group>
              {milestones.length > 0 && (
                <MilestoneTable projectId={projectId} milestones={milestones} canEdit={canEdit} />
              )}
            </Paper>
          )
        })}
      {canEdit && (
        <ApplyArticleWorkflowModal
          projectId={projectId}
          article={applying}
          onClose={() => setApplying(null)}
        />
      )}
    </Stack>
  )
}

function MilestoneTable({
  projectId,
  milestones,
  canEdit,
}: {
  projectId: string
  milestones: ProjectArticleMilestone[]
  canEdit: boolean
}) {
  const { t } = useTranslation('projects')
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('milestones.fields.name')}</Table.Th>
            <Table.Th>{t('milestones.fields.type')}</Table.Th>
            <Table.Th>{t('milestones.fields.planned')}</Table.Th>
            <Table.Th>{t('milestones.fields.status')}</Table.Th>
            <Table.Th>{t('milestones.fields.actual')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {milestones.map((m) => (
            <Table.Tr key={m.id} data-testid="article-milestone-row">
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{m.name}</Text>
                  {m.kind === 'task' && (
                    <Badge size="xs" variant="outline" color="gray">
                      {t('milestones.task')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{m.milestone_type_name ?? ''}</Table.Td>
              <Table.Td>{formatDate(m.planned_date)}</Table.Td>
              <Table.Td>
                {canEdit ? (
                  <StatusSelect projectId={projectId} milestone={m} />
                ) : (
                  <MilestoneStatusBadge status={m.status} />
                )}
              </Table.Td>
              <Table.Td>{formatDate(m.actual_date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function StatusSelect({ projectId, milestone }: { projectId: string; milestone: ProjectArticleMilestone }) {
  const update = useUpdateArticleMilestone(projectId)
  return (
    <MilestoneStatusSelect
      name={milestone.name}
      status={milestone.status}
      pending={update.isPending ? (update.variables?.body.status ?? milestone.status) : null}
      onChange={(status) =>
        update.mutate(
          { milestoneId: milestone.id, body: { status, version: milestone.version } },
          { onError: presentError },
        )
      }
    />
  )
}
