import type { OrderMilestone } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { SendGuestRecipientModal } from '../../../../ui/send-guest-recipient-modal.tsx'
import { useSendMilestoneLink } from '../api/milestone-queries.ts'

// The buyer sends one milestone to someone outside the app (an inspector, an agent).
export function SendMilestoneLinkModal({
  orderId,
  milestone,
  onClose,
}: {
  orderId: string
  milestone: OrderMilestone | null
  onClose: () => void
}) {
  const { t } = useTranslation('orders')
  return (
    <SendGuestRecipientModal
      opened={milestone !== null}
      title={t('milestones.guest.title', { name: milestone?.name ?? '' })}
      text={t('milestones.guest.text')}
      send={useSendMilestoneLink(orderId, milestone?.id ?? '')}
      onClose={onClose}
    />
  )
}
