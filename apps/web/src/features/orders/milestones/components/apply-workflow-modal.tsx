import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../../lib/api/present-error.ts'
import { ApplyWorkflowModal as ChooseWorkflow } from '../../../../ui/apply-workflow-modal.tsx'
import { milestoneQueries, useApplyWorkflow } from '../api/milestone-queries.ts'

// Choosing the order's workflow: those for the order's supplier first, the default first among them.
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
  const choices = useQuery({ ...milestoneQueries.choices(orderId), enabled: opened })
  const apply = useApplyWorkflow(orderId)
  return (
    <ChooseWorkflow
      opened={opened}
      title={t('milestones.applyTitle')}
      hint={t('milestones.workflowHint')}
      choices={choices}
      replacing={replacing}
      reapplyMessage={t('milestones.reapplyMessage')}
      pending={apply.isPending}
      onApply={(choice) =>
        apply.mutate(choice.id, {
          onSuccess: (plan) => {
            notifications.show({
              color: 'green',
              message: t('milestones.applied', { name: plan.workflow_name }),
            })
            onClose()
          },
          onError: presentError,
        })
      }
      onClose={onClose}
    />
  )
}
