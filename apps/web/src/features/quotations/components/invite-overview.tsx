import { Box, Card, SimpleGrid, Text } from '@mantine/core'
import type { QuotationInvite } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// What the client asks, as the supplier reads it: the request's header and where its answer stands.
export function InviteOverview({ invite }: { invite: QuotationInvite }) {
  const { t } = useTranslation('quotations')
  const field = (key: string) => t(`invites.fields.${key}`)
  return (
    <Card withBorder padding="md" data-testid="invite-overview">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <DetailField label={field('buyer')}>{invite.buyer_name}</DetailField>
        <DetailField label={field('number')}>{invite.number}</DetailField>
        <DetailField label={field('reference')}>{formatText(invite.reference)}</DetailField>
        <DetailField label={field('status')}>
          <StatusBadge status={invite.status} ns="quotations" prefix="invites." />
        </DetailField>
        <DetailField label={field('deadline')}>
          {formatText(invite.deadline && formatDate(invite.deadline))}
        </DetailField>
        <DetailField label={field('dueDate')}>
          {formatText(invite.due_date && formatDate(invite.due_date))}
        </DetailField>
        <DetailField label={field('currency')}>{invite.currency}</DetailField>
        <DetailField label={field('answered')}>
          {invite.answered_at ? formatDateTime(invite.answered_at) : t('invites.notAnswered')}
        </DetailField>
      </SimpleGrid>
      {invite.description && (
        <Box mt="sm">
          <DetailField label={field('description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {invite.description}
            </Text>
          </DetailField>
        </Box>
      )}
    </Card>
  )
}
