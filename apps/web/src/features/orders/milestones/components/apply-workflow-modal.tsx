import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../../lib/api/present-error.ts'
import { useConfirm } from '../../../../ui/confirm-dialog.tsx'
import { LoadState } from '../../../../ui/load-state.tsx'
import { milestoneQueries, useApplyWorkflow } from '../api/milestone-queries.ts'

// Choosing the order's workflow: those for the order's supplier first, the default first among them.
// Applying again replaces the milestones that have not started, so it asks first.
export function ApplyWorkflowModal({
  orderId,
  opened,
  replacing,
  onClose,
}: {
  orderId: string
  opened: boolean
  replacing: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('orders')
  const confirm = useConfirm()
  const choices = useQuery({ ...milestoneQueries.choices(orderId), enabled: opened })
  const apply = useApplyWorkflow(orderId)
  const [chosen, setChosen] = useState<string | null>(null)
  const first = choices.data?.[0]?.id ?? null
  const workflowId = chosen ?? first
  const submit = async () => {
    if (!workflowId) return
    if (
      replacing &&
      !(await confirm({
        title: t('milestones.reapplyTitle'),
        message: t('milestones.reapplyMessage'),
        confirmLabel: t('milestones.reapply'),
        danger: true,
      }))
    )
      return
    apply.mutate(workflowId, {
      onSuccess: (plan) => {
        notifications.show({ color: 'green', message: t('milestones.applied', { name: plan.workflow_name }) })
        onClose()
      },
      onError: presentError,
    })
  }
  const label = (choice: NonNullable<typeof choices.data>[number]) =>
    [
      choice.name,
      choice.is_default ? t('milestones.defaultMark') : null,
      choice.matches_supplier ? t('milestones.supplierMark') : null,
      t('milestones.days', { count: choice.total_days }),
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('milestones.applyTitle')}
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
            data={choices.data.map((choice) => ({ value: choice.id, label: label(choice) }))}
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
            data-testid="apply-workflow-submit"
          >
            {t('milestones.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
