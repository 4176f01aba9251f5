import { ActionIcon, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core'
import type { GuestLink, GuestLinkPurpose, Order } from '@scm/contracts'
import { IconLinkOff, IconLock } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../../lib/format/format.ts'
import { useConfirm } from '../../../../ui/confirm-dialog.tsx'
import { LoadState } from '../../../../ui/load-state.tsx'
import { SendGuestLinkDialog } from '../../../../ui/send-guest-link-dialog.tsx'
import { StatusBadge } from '../../../../ui/status-badge.tsx'
import { useRevokeGuestLink, useSendGuestLink } from '../../deviation-reports/api/deviation-mutations.ts'
import { deviationQueries } from '../../deviation-reports/api/deviation-queries.ts'

const purposeOf = (link: GuestLink): GuestLinkPurpose =>
  link.document_type === 'order' ? 'confirm' : 'confirm-deviation'

function SendLinkDialog({
  order,
  purpose,
  onClose,
}: {
  order: Order
  purpose: GuestLinkPurpose
  onClose: () => void
}) {
  const { t } = useTranslation('orders')
  return (
    <SendGuestLinkDialog
      title={t(`guest.panel.sendTitle.${purpose}`)}
      text={t('guest.panel.sendText')}
      send={useSendGuestLink(order.id, purpose)}
      onClose={onClose}
    />
  )
}

// The buyer's view of the links e-mailed to the supplier for this order: who got them, whether they
// still work; revoke one, or send a new one (which replaces the live one), optionally with a password.
// The links are the buyer's: mount it for the buyer's side only (the supplier is answered 404).
export function GuestLinkPanel({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const confirm = useConfirm()
  const links = useQuery({ ...deviationQueries.guestLinks(order.id), meta: { quiet: true } })
  const reports = useQuery({ ...deviationQueries.list(order.id), meta: { quiet: true } })
  const requestPending =
    reports.data?.some((report) => report.status === 'pending' && report.raised_by === 'buyer') ?? false
  const revoke = useRevokeGuestLink(order.id)
  const [sending, setSending] = useState<GuestLinkPurpose | null>(null)
  const askRevoke = async (link: GuestLink) => {
    const ok = await confirm({
      title: t('guest.panel.revokeTitle'),
      message: t('guest.panel.revokeText', { email: link.recipient_email }),
      confirmLabel: t('guest.panel.revoke'),
      danger: true,
    })
    if (ok) revoke.mutate(link.id)
  }
  return (
    <Stack data-testid="guest-link-panel">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('guest.panel.hint')}
        </Text>
        <Group gap="sm">
          {order.status === 'sent' && (
            <Button variant="light" onClick={() => setSending('confirm')}>
              {t('guest.panel.sendTitle.confirm')}
            </Button>
          )}
          {requestPending && (
            <Button variant="light" onClick={() => setSending('confirm-deviation')}>
              {t('guest.panel.sendTitle.confirm-deviation')}
            </Button>
          )}
        </Group>
      </Group>
      {!links.data ? (
        <LoadState query={links} />
      ) : links.data.length === 0 ? (
        <Text c="dimmed">{t('guest.panel.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('guest.panel.recipient')}</Table.Th>
                <Table.Th>{t('guest.panel.purpose')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
                <Table.Th>{t('guest.panel.sentAt')}</Table.Th>
                <Table.Th>{t('guest.panel.expiresAt')}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((link) => (
                <Table.Tr key={link.id}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {link.recipient_email}
                      {link.password_required && (
                        <Tooltip label={t('guest.panel.withPassword')}>
                          <IconLock size={14} aria-label={t('guest.panel.withPassword')} />
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`guest.panel.purposes.${purposeOf(link)}`)}</Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={link.status}
                      ns="orders"
                      label={t(`guest.panel.status.${link.status}`)}
                    />
                  </Table.Td>
                  <Table.Td>{formatDateTime(link.created_at)}</Table.Td>
                  <Table.Td>{formatDateTime(link.expires_at)}</Table.Td>
                  <Table.Td>
                    {link.status === 'active' && (
                      <Tooltip label={t('guest.panel.revoke')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('guest.panel.revoke')}
                          onClick={() => void askRevoke(link)}
                        >
                          <IconLinkOff size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {sending && <SendLinkDialog order={order} purpose={sending} onClose={() => setSending(null)} />}
    </Stack>
  )
}
