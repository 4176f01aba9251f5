import { Card, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import type { DeviationOptions, OrderDelivery } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText, notAvailable } from '../../../../lib/format/format.ts'

export interface DeliveryValues {
  etd: string
  eta: string
  freight_mode_id: string | null
  forwarder_id: string | null
}
export interface LineValues {
  qty: string
  price: string
}

// One delivery of the deviation form: its dates and transport and its lines' quantity and price, each
// starting at the order's value, with that value beside it.
export function DeviationDeliveryFields({
  delivery,
  values,
  lines,
  options,
  currency,
  errorOf,
  onDelivery,
  onLine,
}: {
  delivery: OrderDelivery
  values: DeliveryValues
  lines: Record<string, LineValues>
  options: DeviationOptions
  currency: string
  errorOf: (key: string) => string | undefined
  onDelivery: (change: Partial<DeliveryValues>) => void
  onLine: (lineId: string, change: Partial<LineValues>) => void
}) {
  const { t } = useTranslation('orders')
  const now = (value: string | null) => t('deviations.form.now', { value: value ?? notAvailable() })
  const choices = (items: DeviationOptions['freight_modes']) =>
    items.map((item) => ({ value: item.id, label: item.name }))
  return (
    <Card withBorder padding="md" data-testid={`deviation-delivery-${delivery.position}`}>
      <Stack>
        <Title order={2} fz="h4">
          {t('deviations.deliveryShort', { number: delivery.position, code: delivery.code })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput
            type="date"
            label={t('fields.etd')}
            description={now(delivery.etd)}
            value={values.etd}
            onChange={(event) => onDelivery({ etd: event.currentTarget.value })}
            error={errorOf(`${delivery.id}.etd`)}
          />
          <TextInput
            type="date"
            label={t('fields.eta')}
            description={now(delivery.eta)}
            value={values.eta}
            onChange={(event) => onDelivery({ eta: event.currentTarget.value })}
            error={errorOf(`${delivery.id}.eta`)}
          />
          <Select
            label={t('fields.freightMode')}
            description={now(delivery.freight_mode_name)}
            data={choices(options.freight_modes)}
            value={values.freight_mode_id}
            onChange={(value) => onDelivery({ freight_mode_id: value })}
            error={errorOf(`${delivery.id}.freight_mode_id`)}
            clearable
          />
          <Select
            label={t('fields.forwarder')}
            description={now(delivery.forwarder_name)}
            data={choices(options.forwarders)}
            value={values.forwarder_id}
            onChange={(value) => onDelivery({ forwarder_id: value })}
            error={errorOf(`${delivery.id}.forwarder_id`)}
            clearable
          />
        </SimpleGrid>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.article')}</Table.Th>
                <Table.Th w={200}>{t('fields.qty')}</Table.Th>
                <Table.Th w={200}>{`${t('fields.price')} (${currency})`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {delivery.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text size="sm">{`${line.article_code} · ${formatText(line.article_name)}`}</Text>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      inputMode="decimal"
                      aria-label={t('deviations.form.qtyOf', { article: line.article_code })}
                      description={now(formatNumber(line.qty))}
                      value={lines[line.id]?.qty ?? ''}
                      onChange={(event) => onLine(line.id, { qty: event.currentTarget.value })}
                      error={errorOf(`${line.id}.qty`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      inputMode="decimal"
                      aria-label={t('deviations.form.priceOf', { article: line.article_code })}
                      description={now(formatNumber(line.price))}
                      value={lines[line.id]?.price ?? ''}
                      onChange={(event) => onLine(line.id, { price: event.currentTarget.value })}
                      error={errorOf(`${line.id}.price`)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  )
}
