import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { type ContractSection, contractSectionAttachments } from '@scm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Attachments } from '../../../ui/attachments/attachments.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// A contract section as both sides see it: its kind, title, open or closed, description, a document's
// files (in the app; a guest's link reaches no files) and, below, the threads the caller gives.
export function ContractSectionCard({
  section,
  actions,
  files,
  children,
}: {
  section: ContractSection
  actions?: ReactNode
  files: 'edit' | 'read' | 'none'
  children?: ReactNode
}) {
  const { t } = useTranslation('quotations')
  return (
    <Card withBorder padding="md" data-testid="contract-section" data-title={section.title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm">
            <Title order={4}>{section.title}</Title>
            <Text size="sm" c="dimmed">
              {t(`contract.kinds.${section.kind}`)}
            </Text>
            <StatusBadge status={section.status} ns="quotations" prefix="contract." />
          </Group>
          {actions}
        </Group>
        {section.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {section.description}
          </Text>
        )}
        {section.kind === 'document' && files !== 'none' && (
          <Attachments type={contractSectionAttachments} entityId={section.id} canEdit={files === 'edit'} />
        )}
        {children}
      </Stack>
    </Card>
  )
}
