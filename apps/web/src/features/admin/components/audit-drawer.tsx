import { Drawer, SimpleGrid, Stack } from '@mantine/core'
import type { Audit } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { AuditChanges } from './audit-changes.tsx'
import { actionLabel, entityTypeLabel } from './audit-labels.ts'

export function AuditDrawer({ audit, onClose }: { audit: Audit | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Drawer
      opened={audit !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('audits.detail')}
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      {audit && (
        <Stack data-testid="audit-detail">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DetailField label={t('audits.when')}>{formatDateTime(audit.created_at)}</DetailField>
            <DetailField label={t('audits.who')}>{formatText(audit.user_name)}</DetailField>
            <DetailField label={t('audits.entityType')}>{entityTypeLabel(audit.entity_type)}</DetailField>
            <DetailField label={t('audits.action')}>{actionLabel(audit.action)}</DetailField>
            <DetailField label={t('audits.entityId')}>{audit.entity_id}</DetailField>
          </SimpleGrid>
          <AuditChanges before={audit.before} after={audit.after} />
        </Stack>
      )}
    </Drawer>
  )
}
