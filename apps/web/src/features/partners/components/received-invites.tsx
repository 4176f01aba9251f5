import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import type { PartnerRole, ReceivedPartnerInvite } from '@scm/contracts'
import { IconMail } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { useAnswerInvite } from '../api/partner-mutations.ts'
import { partnerQueries } from '../api/partner-queries.ts'

// Invitations from companies on the platform that want this company as a partner. On /clients are
// those that make it a supplier (a client invited it), on /suppliers those that make it a client.
export function ReceivedInvites({ side: role }: { side: PartnerRole }) {
  const { t } = useTranslation('partners')
  const confirm = useConfirm()
  const { data: user } = useCurrentUser()
  const received = useQuery(partnerQueries.received())
  const accept = useAnswerInvite('accept')
  const decline = useAnswerInvite('decline')
  const mine = (received.data ?? []).filter((invite) => invite.role !== role)
  if (mine.length === 0) return null
  const answer = async (invite: ReceivedPartnerInvite, action: 'accept' | 'decline') => {
    const ok = await confirm({
      title: t(`received.${action}Title`),
      message: t(`received.${action}Confirm.${invite.role}`, { company: invite.company }),
      confirmLabel: t(`received.${action}`),
      danger: action === 'decline',
    })
    if (ok) (action === 'accept' ? accept : decline).mutate(invite.id)
  }
  const canAnswer = hasPermission(user, 'edit.agreement')
  return (
    <Alert
      color="blue"
      icon={<IconMail size={18} />}
      title={t('received.title')}
      mb="lg"
      data-testid="received-invites"
    >
      <Stack gap="sm">
        {mine.map((invite) => (
          <Group key={invite.id} justify="space-between" wrap="wrap">
            <Text size="sm">
              {t(`received.line.${invite.role}`, {
                company: invite.company,
                inviter: invite.inviter,
                date: formatDate(invite.sent_at),
              })}
            </Text>
            {canAnswer && (
              <Group gap="xs">
                <Button size="xs" onClick={() => void answer(invite, 'accept')}>
                  {t('received.accept')}
                </Button>
                <Button size="xs" variant="default" onClick={() => void answer(invite, 'decline')}>
                  {t('received.decline')}
                </Button>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
    </Alert>
  )
}
