import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { ApplyWorkflowModal } from '../../../ui/apply-workflow-modal.tsx'
import { articleMilestoneQueries, useApplyArticleWorkflow } from '../api/article-milestone-queries.ts'

// Choosing the workflow an article of the project follows: the company's active ones, the default first.
export function ApplyArticleWorkflowModal({
  projectId,
  article,
  onClose,
}: {
  projectId: string
  article: { id: string; label: string; replacing: boolean } | null
  onClose: () => void
}) {
  const { t } = useTranslation('projects')
  const choices = useQuery({ ...articleMilestoneQueries.choices(projectId), enabled: article !== null })
  const apply = useApplyArticleWorkflow(projectId)
  return (
    <ApplyWorkflowModal
      opened={article !== null}
      title={t('milestones.applyTitle', { article: article?.label ?? '' })}
      hint={t('milestones.workflowHint')}
      choices={choices}
      replacing={article?.replacing ?? false}
      reapplyMessage={t('milestones.reapplyMessage')}
      pending={apply.isPending}
      onApply={(choice) =>
        article &&
        apply.mutate(
          { article_id: article.id, workflow_id: choice.id },
          {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: t('milestones.applied', { name: choice.name, article: article.label }),
              })
              onClose()
            },
            onError: presentError,
          },
        )
      }
      onClose={onClose}
    />
  )
}
