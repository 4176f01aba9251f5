import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core'
import type { WorkflowChoice } from '@scm/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from './confirm-dialog.tsx'
import { LoadState } from './load-state.tsx'

// Choosing the production workflow something follows (an order, a project's article), the first
// choice preselected. Applying again replaces the milestones that have not started, so it asks first;
// the feature says what is replaced (`reapplyMessage`) and does the applying.
export function ApplyWorkflowModal({
  opened,
  title,
  hint,
  choices,
  replacing,
  reapplyMessage,
  pending,
  onApply,
  onClose,
}: {
  opened: boolean
  title: string
  hint: string
  choices: UseQueryResult<WorkflowChoice[]>
  replacing: boolean
  reapplyMessage: string
  pending: boolean
  onApply: (choice: WorkflowChoice) => void
  onClose: () => void
}) {
  const { t } = useTranslation('app')
  const confirm = useConfirm()
  const [chosen, setChosen] = useState<string | null>(null)
  const choice = choices.data?.find((each) => each.id === chosen) ?? choices.data?.[0] ?? null
  const submit = async () => {
    if (!choice) return
    if (
      replacing &&
      !(await confirm({
        title: t('workflowChoice.reapplyTitle'),
        message: reapplyMessage,
        confirmLabel: t('workflowChoice.reapply'),
        danger: true,
      }))
    )
      return
    onApply(choice)
  }
  const label = (each: WorkflowChoice) =>
    [
      each.name,
      each.is_default ? t('workflowChoice.defaultMark') : null,
      each.matches_supplier ? t('workflowChoice.supplierMark') : null,
      t('workflowChoice.days', { count: each.total_days }),
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <LoadState query={choices} />
        {choices.data?.length === 0 && <Text c="dimmed">{t('workflowChoice.noWorkflows')}</Text>}
        {choices.data && choices.data.length > 0 && (
          <Select
            label={t('workflowChoice.workflow')}
            description={hint}
            data={choices.data.map((each) => ({ value: each.id, label: label(each) }))}
            value={choice?.id ?? null}
            onChange={setChosen}
            allowDeselect={false}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={pending}
            disabled={!choice}
            data-testid="apply-workflow-submit"
          >
            {t('workflowChoice.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
