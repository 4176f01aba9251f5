import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core'
import type { ContractSection } from '@scm/contracts'
import { IconPencil } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { contractQueries } from '../api/contract-queries.ts'
import { ContractSectionCard } from './contract-section-card.tsx'
import { ContractSectionForm } from './contract-section-form.tsx'
import type { OpenSectionEdits } from './open-section-edits.ts'

// A section the buyer may still change: its title and text are edited in place. A stale version
// reloads the sections and shows the conflict alert over a form that starts again from the latest.
export function EditableContractSection({
  quotationId,
  section,
  files,
  actions,
  children,
  edits,
}: {
  quotationId: string
  section: ContractSection
  files: 'edit' | 'read'
  actions?: ReactNode
  children?: ReactNode
  edits?: OpenSectionEdits
}) {
  const { t } = useTranslation('quotations')
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [conflict, setConflict] = useState(false)
  const done = () => {
    setEditing(false)
    setConflict(false)
  }
  const onConflict = () => {
    setConflict(true)
    void queryClient.invalidateQueries({ queryKey: contractQueries.all })
  }
  if (editing)
    return (
      <Card withBorder padding="md" data-testid="contract-section" data-title={section.title}>
        <Stack gap="sm">
          <ConflictAlert show={conflict} />
          <Text size="sm" c="dimmed">
            {t(`contract.kinds.${section.kind}`)}
          </Text>
          <ContractSectionForm
            key={section.version}
            quotationId={quotationId}
            section={section}
            onDone={done}
            onConflict={onConflict}
            edits={edits}
          />
        </Stack>
      </Card>
    )
  return (
    <ContractSectionCard
      section={section}
      files={files}
      actions={
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('contract.edit', { title: section.title })}
            onClick={() => setEditing(true)}
            data-testid="contract-edit"
          >
            <IconPencil size={16} />
          </ActionIcon>
          {actions}
        </Group>
      }
    >
      {children}
    </ContractSectionCard>
  )
}
