import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { type ContractSection, contractSectionAttachments } from '@scm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Attachments } from '../../../ui/attachments/attachments.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { GuestContractFiles } from './guest-contract-files.tsx'

// Who reads a document's files: the buyer, who attaches them; a supplier in the app; or an external
// supplier by its link's token (naming the buyer, whose users it does not see).
export type ContractFiles = 'edit' | 'read' | { token: string; buyer: string }

// A contract section as both sides see it: its kind, title, open or closed, description, a document's
// files and, below, the threads the caller gives.
export function ContractSectionCard({
  section,
  actions,
  files,
  children,
}: {
  section: ContractSection
  actions?: ReactNode
  files: ContractFiles
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
        {section.kind === 'document' &&
          (typeof files === 'string' ? (
            <Attachments type={contractSectionAttachments} entityId={section.id} canEdit={files === 'edit'} />
          ) : (
            <GuestContractFiles token={files.token} sectionId={section.id} buyer={files.buyer} />
          ))}
        {children}
      </Stack>
    </Card>
  )
}
