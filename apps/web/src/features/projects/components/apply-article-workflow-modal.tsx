import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { articleMilestoneQueries, useApplyArticleWorkflow } from '../api/article-milestone-queries.ts'

// Choosing the workflow an article of the project follows, the default first. Applying again replaces
// the milestones that have not started, so it asks first.
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
  const confirm = useConfirm()
  const choices = useQuery({ ...articleMilestoneQueries.choices(projectId), enabled: article !== null })
  const apply = useApplyArticleWorkflow(projectId)
  const [chosen, setChosen] = useState<string | null>(null)
  const workflowId = chosen ?? choices.data?.[0]?.id ?? null
  const submit = async () => {
    if (!article || !workflowId) return
    if (
      article.replacing &&
      !(await confirm({
        title: t('milestones.reapplyTitle'),
        message: t('milestones.reapplyMessage'),
        confirmLabel: t('milestones.reapply'),
        danger: true,
      }))
    )
      return
    apply.mutate(
      { article_id: article.id, workflow_id: workflowId },
      {
        onSuccess: () => {
          const name = choices.data?.find((choice) => choice.id === workflowId)?.name ?? ''
          notifications.show({
            color: 'green',
            message: t('milestones.applied', { name, article: article.label }),
          })
          onClose()
        },
        onError: presentError,
      },
    )
  }
  return (
    <Modal
      opened={article !== null}
      onClose={onClose}
      title={t('milestones.applyTitle', { article: article?.label ?? '' })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <Stack>
        <LoadState query={choices} />
        {choices.data?.length === 0 && <Text c="dimmed">{t('milestones.noWorkflows')}</Text>}
        {choices.data && choices.data.length > 0 && (
          <Select
            label={t('milestones.workflow')}
            description={t('milestones.workflowHint')}
            data={choices.data.map((choice) => ({
              value: choice.id,
              label: [
                choice.name,
                choice.is_default ? t('milestones.defaultMark') : null,
                t('milestones.days', { count: choice.total_days }),
              ]
                .filter(Boolean)
                .join(' · '),
            }))}
            value={workflowId}
            onChange={setChosen}
            allowDeselect={false}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app:cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={apply.isPending}
            disabled={!workflowId}
            data-testid="apply-article-workflow-submit"
          >
            {t('milestones.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
