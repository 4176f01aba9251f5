import { Button, Group } from '@mantine/core'
import type { ComparedSupplier, QuotationComparison } from '@scm/contracts'
import { IconLinkOff, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { SendGuestLinkDialog } from '../../../ui/send-guest-link-dialog.tsx'
import { useRevokeQuotationGuestLink, useSendQuotationGuestLink } from '../api/guest-link-mutations.ts'

// The buyer's hold on an external supplier's link: a new one while the supplier may still use it
// (answering, or negotiating the contract after an award), and revoking the one that works.
export function SupplierLinkActions({
  comparison,
  supplier,
}: {
  comparison: QuotationComparison
  supplier: ComparedSupplier
}) {
  const { t } = useTranslation('quotations')
  const confirm = useConfirm()
  const key = { id: comparison.id, inviteId: supplier.invite_id }
  const send = useSendQuotationGuestLink(key)
  const revoke = useRevokeQuotationGuestLink(key)
  const [sending, setSending] = useState(false)
  const link = supplier.guest_link
  if (!link) return null
  const mayResend = comparison.status === 'in-progress' || comparison.status === 'awarded'
  const askRevoke = async () => {
    const yes = await confirm({
      title: t('compare.guestLinkActions.revokeTitle', { name: supplier.name }),
      message: t('compare.guestLinkActions.revokeText', { email: link.recipient_email }),
      confirmLabel: t('compare.guestLinkActions.revoke'),
      danger: true,
    })
    if (yes) revoke.mutate()
  }
  return (
    <Group gap="xs">
      {mayResend && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconSend size={14} />}
          onClick={() => setSending(true)}
          data-testid="guest-link-resend"
        >
          {t('compare.guestLinkActions.resend')}
        </Button>
      )}
      {link.status === 'active' && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconLinkOff size={14} />}
          onClick={() => void askRevoke()}
          loading={revoke.isPending}
          data-testid="guest-link-revoke"
        >
          {t('compare.guestLinkActions.revoke')}
        </Button>
      )}
      {sending && (
        <SendGuestLinkDialog
          title={t('compare.guestLinkActions.resendTitle', { name: supplier.name })}
          text={t('compare.guestLinkActions.resendText', { email: link.recipient_email })}
          send={send}
          onClose={() => setSending(false)}
        />
      )}
    </Group>
  )
}
