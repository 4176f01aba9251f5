import { Anchor, Code, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { adminQueries } from '../api/admin-queries.ts'
import { isRedacted, mailLinks } from './mail-links.ts'

export function OutboxDetailModal({ mailId, onClose }: { mailId: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const mail = useQuery({
    ...adminQueries.outbox.detail(mailId ?? ''),
    enabled: mailId !== null,
    meta: { quiet: true },
  })
  const links = mail.data ? mailLinks(mail.data.text) : []
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app:close') }}
      opened={mailId !== null}
      onClose={onClose}
      title={mail.data?.subject ?? t('outbox.detail')}
      size="xl"
    >
      <LoadState query={mail} />
      {mail.data && (
        <Stack data-testid="outbox-detail">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DetailField label={t('outbox.recipient')}>{mail.data.to}</DetailField>
            <DetailField label={t('outbox.kind')}>{t(`outbox.kinds.${mail.data.kind}`)}</DetailField>
            <DetailField label={t('outbox.status')}>
              <StatusBadge status={mail.data.status} ns="admin" />
            </DetailField>
            <DetailField label={t('outbox.sentAt')}>{formatDateTime(mail.data.sent_at)}</DetailField>
            <DetailField label={t('common.createdAt')}>{formatDateTime(mail.data.created_at)}</DetailField>
            {mail.data.error && <DetailField label={t('outbox.error')}>{mail.data.error}</DetailField>}
          </SimpleGrid>
          <Title order={5}>{t('outbox.body')}</Title>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {mail.data.text}
          </Code>
          <Title order={5}>{t('outbox.links')}</Title>
          {links.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('outbox.noLinks')}
            </Text>
          ) : (
            <Stack gap={4}>
              {links.map((link) => (
                <Group key={link} gap="xs" wrap="nowrap">
                  {isRedacted(link) ? (
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      {link}
                    </Text>
                  ) : (
                    <Anchor
                      href={link}
                      target="_blank"
                      rel="noreferrer"
                      size="sm"
                      style={{ wordBreak: 'break-all' }}
                    >
                      {link}
                    </Anchor>
                  )}
                </Group>
              ))}
              {links.some(isRedacted) && (
                <Text size="sm" c="dimmed">
                  {t('outbox.linksRedacted')}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  )
}
