import type { Project, ProjectArticles } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { WizardSummary } from '../../../ui/wizard/wizard-summary.tsx'
import { taskQueries } from '../api/task-queries.ts'

// The wizard's last page: the header, the people, the plan and the articles, each with a way back to its step.
export function ProjectSummary({
  project,
  articles,
  stepOf,
  goTo,
}: {
  project: Project
  articles: ProjectArticles | null
  stepOf: (key: string) => number
  goTo: (step: number) => void
}) {
  const { t } = useTranslation('projects')
  const params = useParams(['seasons', 'buying-entities', 'users'])
  const nameOf = (param: 'seasons' | 'buying-entities' | 'users', id: string | null) =>
    (id && params.data[param].find((option) => option.id === id)?.name) || null
  const names = (ids: string[]) => formatText(ids.map((id) => nameOf('users', id) ?? id).join(', '))
  const lines = articles?.articles ?? []
  const tree = useQuery(taskQueries.tree(project.id))
  const tasks = tree.data?.tasks ?? []
  return (
    <WizardSummary
      goTo={goTo}
      sections={[
        {
          title: t('wizard.steps.header'),
          step: stepOf('header'),
          items: [
            { label: t('fields.code'), value: project.code },
            { label: t('fields.name'), value: project.name },
            { label: t('fields.season'), value: formatText(nameOf('seasons', project.season_id)) },
            {
              label: t('fields.year'),
              value: formatText(project.year === null ? null : String(project.year)),
            },
            {
              label: t('fields.buyingEntity'),
              value: formatText(nameOf('buying-entities', project.buying_entity_id)),
            },
            {
              label: t('fields.startDate'),
              value: formatText(project.start_date && formatDate(project.start_date)),
            },
            {
              label: t('fields.endDate'),
              value: formatText(project.end_date && formatDate(project.end_date)),
            },
            { label: t('fields.managers'), value: names(project.manager_ids) },
            { label: t('fields.members'), value: names(project.member_ids) },
            { label: t('fields.purchaser'), value: formatText(nameOf('users', project.purchaser_id)) },
          ],
        },
        {
          title: t('wizard.steps.tasks'),
          step: stepOf('tasks'),
          items:
            tasks.length === 0
              ? [{ label: t('tasks.title'), value: t('tasks.empty') }]
              : [
                  { label: t('tasks.summary.count'), value: formatNumber(String(tasks.length)) },
                  {
                    label: t('tasks.summary.period'),
                    value: tree.data?.period
                      ? `${formatDate(tree.data.period.start_date)} – ${formatDate(tree.data.period.end_date)}`
                      : formatText(null),
                  },
                  {
                    label: t('tasks.summary.topLevel'),
                    value: tasks
                      .filter((task) => task.parent_id === null)
                      .map((task) => task.name)
                      .join(', '),
                  },
                ],
        },
        {
          title: t('wizard.steps.articles'),
          step: stepOf('articles'),
          items:
            lines.length === 0
              ? [{ label: t('articles.title'), value: t('articles.empty') }]
              : lines.map((line) => ({
                  label: `${line.article_code} · ${line.article_name}`,
                  value:
                    line.target_price === null
                      ? formatNumber(line.quantity)
                      : t('articles.summaryLine', {
                          quantity: formatNumber(line.quantity),
                          price: `${formatNumber(line.target_price)} ${line.currency ?? ''}`.trim(),
                        }),
                })),
        },
      ]}
    />
  )
}
