import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core'
import { type AnswerFile, criterionBlocks, type QuotationInvite } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText } from '../../../lib/format/format.ts'
import { criterionValueText, preferredText } from './criterion-text.ts'

// The supplier's answer as it stands, read-only: criteria by block, then its prices per article. A
// file answer is its file's name, which downloads it.
export function InviteAnswersView({
  invite,
  downloadAnswer,
}: {
  invite: QuotationInvite
  downloadAnswer?: (file: AnswerFile) => Promise<void>
}) {
  const { t } = useTranslation('quotations')
  const answers = new Map(invite.answers.map((answer) => [answer.criterion_id, answer]))
  const offers = new Map(invite.offers.map((offer) => [offer.item_id, offer]))
  const blocks = criterionBlocks.filter((block) =>
    invite.criteria.some((criterion) => criterion.block === block),
  )
  return (
    <Stack gap="lg" data-testid="invite-answers">
      {blocks.map((block) => (
        <Stack key={block} gap="xs">
          <Title order={3} fz="h5">
            {t(`blocks.${block}`)}
          </Title>
          {/* Fixed widths: the blocks' tables line up under one another. */}
          <Table withTableBorder striped layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="50%">{t('invites.criteria.criterion')}</Table.Th>
                <Table.Th w="25%">{t('invites.criteria.preferred')}</Table.Th>
                <Table.Th w="25%">{t('invites.criteria.answer')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invite.criteria
                .filter((criterion) => criterion.block === block)
                .map((criterion) => {
                  const answer = answers.get(criterion.id)
                  return (
                    <Table.Tr key={criterion.id}>
                      <Table.Td>
                        {criterion.name}{' '}
                        {criterion.required && (
                          <Badge size="xs" variant="outline" color="gray">
                            {t('invites.criteria.required')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{formatText(preferredText(criterion, t))}</Table.Td>
                      <Table.Td>
                        {answer === undefined ? (
                          <Text size="sm" c="dimmed">
                            {t('invites.criteria.noAnswer')}
                          </Text>
                        ) : answer.file && downloadAnswer ? (
                          <Anchor
                            component="button"
                            type="button"
                            size="sm"
                            onClick={() => answer.file && void downloadAnswer(answer.file)}
                          >
                            {answer.file.file_name}
                          </Anchor>
                        ) : (
                          (answer.file?.file_name ?? criterionValueText(criterion, answer.value, t))
                        )}
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('invites.items.title')}
        </Title>
        {invite.items.length === 0 ? (
          <Text c="dimmed">{t('invites.items.empty')}</Text>
        ) : (
          <Table withTableBorder striped data-testid="invite-offers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invites.items.article')}</Table.Th>
                <Table.Th ta="right">{t('invites.items.quantity')}</Table.Th>
                <Table.Th ta="right">{t('invites.items.targetPrice')}</Table.Th>
                <Table.Th ta="right">{t('invites.items.unitPrice')}</Table.Th>
                <Table.Th ta="right">{t('invites.items.leadTime')}</Table.Th>
                <Table.Th ta="right">{t('invites.items.moq')}</Table.Th>
                <Table.Th>{t('invites.items.offerNote')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invite.items.map((item) => {
                const offer = offers.get(item.id)
                return (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      {item.article_code} {item.article_name}
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(item.quantity)}</Table.Td>
                    <Table.Td ta="right">
                      {formatText(item.target_price && formatNumber(item.target_price, 2))}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatText(offer?.unit_price && formatNumber(offer.unit_price, 2))}
                    </Table.Td>
                    <Table.Td ta="right">{formatText(offer?.lead_time_days?.toString())}</Table.Td>
                    <Table.Td ta="right">{formatText(offer?.moq && formatNumber(offer.moq))}</Table.Td>
                    <Table.Td>{formatText(offer?.note)}</Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  )
}
