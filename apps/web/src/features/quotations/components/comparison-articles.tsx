import { Badge, Stack, Table, Text, Title } from '@mantine/core'
import type { QuotationComparison } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, notAvailable } from '../../../lib/format/format.ts'

// The articles asked (rows) against the suppliers (columns): price, lead time, MOQ and line total,
// the lowest price of each article marked in words.
export function ComparisonArticles({ comparison }: { comparison: QuotationComparison }) {
  const { t } = useTranslation('quotations')
  const money = (value: string | null, decimals = 2) =>
    value === null ? notAvailable() : `${formatNumber(value, decimals)} ${comparison.currency}`
  if (comparison.items.length === 0) return null
  return (
    <section aria-labelledby="compare-articles">
      <Title order={2} fz="h4" mb="sm" id="compare-articles">
        {t('compare.articles')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder striped data-testid="compare-articles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('compare.article')}</Table.Th>
              <Table.Th>{t('compare.quantity')}</Table.Th>
              <Table.Th>{t('compare.targetPrice')}</Table.Th>
              {comparison.suppliers.map((supplier) => (
                <Table.Th key={supplier.invite_id}>{supplier.name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comparison.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Th scope="row" fw={400}>
                  <Text size="sm" fw={600}>
                    {item.article_code}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.article_name}
                  </Text>
                </Table.Th>
                <Table.Td>{formatNumber(item.quantity)}</Table.Td>
                <Table.Td>{money(item.target_price)}</Table.Td>
                {comparison.suppliers.map((supplier) => {
                  const offer = item.offers.find((each) => each.invite_id === supplier.invite_id)
                  if (!offer) return <Table.Td key={supplier.invite_id}>{notAvailable()}</Table.Td>
                  return (
                    <Table.Td key={supplier.invite_id} data-testid="compare-offer">
                      <Stack gap={2}>
                        <Text size="sm" fw={offer.best_price ? 700 : undefined}>
                          {t('compare.price')}: {money(offer.agreed_price ?? offer.unit_price)}
                        </Text>
                        {(offer.agreed_price || offer.agreed_qty) && (
                          <Text size="xs" c="dimmed" data-testid="compare-agreed">
                            {[
                              offer.agreed_price && t('compare.offered', { price: money(offer.unit_price) }),
                              offer.agreed_qty &&
                                t('compare.agreedQty', { qty: formatNumber(offer.agreed_qty) }),
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        )}
                        {offer.best_price && (
                          <Badge
                            size="xs"
                            color="green"
                            variant="light"
                            // As the status badge: shade 9 darkened keeps the label at WCAG AA contrast.
                            c="color-mix(in srgb, var(--mantine-color-green-9) 70%, black)"
                            w="fit-content"
                          >
                            {t('compare.bestPrice')}
                          </Badge>
                        )}
                        <Text size="xs">
                          {t('compare.leadTime')}:{' '}
                          {offer.lead_time_days === null
                            ? notAvailable()
                            : t('compare.days', { count: offer.lead_time_days })}
                        </Text>
                        <Text size="xs">
                          {t('compare.moq')}: {offer.moq === null ? notAvailable() : formatNumber(offer.moq)}
                        </Text>
                        <Text size="xs">
                          {t('compare.lineTotal')}: {money(offer.line_total)}
                        </Text>
                      </Stack>
                    </Table.Td>
                  )
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  )
}
