import { Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { PackingList } from '@scm/contracts'
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { formatDate, formatNumber, formatText } from '../../../../lib/format/format.ts'
import { DetailField } from '../../../../ui/detail-field.tsx'
import { LoadState } from '../../../../ui/load-state.tsx'
import { orderViewQueries } from '../api/view-queries.ts'
import classes from './view-packing-list.module.css'

// Spec §2.1 "a packing list per order delivery code": what to pack and how, printable.
export function PackingListPage() {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const { id = '', deliveryCode = '' } = useParams()
  const list = useQuery(orderViewQueries.packingList(id, deliveryCode))
  return (
    <Stack className={classes.sheet}>
      <Group justify="space-between" data-no-print>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
          {t('views.packingList.back')}
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!list.data}>
          {t('views.packingList.print')}
        </Button>
      </Group>
      <LoadState query={list} />
      {list.data && <Sheet list={list.data} />}
    </Stack>
  )
}

function Sheet({ list }: { list: PackingList }) {
  const { t } = useTranslation('orders')
  const p = (key: string) => t(`views.packingList.${key}`)
  return (
    <>
      <Title order={1} fz="h2">
        {t('views.packingList.title', { code: list.code })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <DetailField label={p('order')}>{list.order_number}</DetailField>
        <DetailField label={p('buyer')}>{formatText(list.buyer_name)}</DetailField>
        <DetailField label={p('supplier')}>{formatText(list.supplier_name)}</DetailField>
        <DetailField label={p('buyerReference')}>{formatText(list.buyer_reference)}</DetailField>
        <DetailField label={p('reference')}>{formatText(list.reference)}</DetailField>
        <DetailField label={p('warehouse')}>{formatText(list.warehouse_name)}</DetailField>
        <DetailField label={p('shipTo')}>{formatText(list.ship_to_name)}</DetailField>
        <DetailField label={p('dropCode')}>{formatText(list.delivery_drop_code_name)}</DetailField>
        <DetailField label={t('views.fields.etd')}>{formatDate(list.etd)}</DetailField>
        <DetailField label={t('views.fields.eta')}>{formatDate(list.eta)}</DetailField>
        <DetailField label={p('freightMode')}>{formatText(list.freight_mode_name)}</DetailField>
        <DetailField label={p('forwarder')}>{formatText(list.forwarder_name)}</DetailField>
      </SimpleGrid>
      {list.delivery_instructions && (
        <DetailField label={p('instructions')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {list.delivery_instructions}
          </Text>
        </DetailField>
      )}
      <Title order={2} fz="h4">
        {p('lines')}
      </Title>
      {list.lines.length === 0 ? (
        <Text c="dimmed">{p('noLines')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder data-testid="packing-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{p('position')}</Table.Th>
                <Table.Th>{p('article')}</Table.Th>
                <Table.Th>{p('supplierArticleId')}</Table.Th>
                <Table.Th ta="right">{p('qty')}</Table.Th>
                <Table.Th ta="right">{p('packages')}</Table.Th>
                <Table.Th>{p('packing')}</Table.Th>
                <Table.Th>{p('boxType')}</Table.Th>
                <Table.Th>{p('markAs')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.lines.map((line) => (
                <Table.Tr key={line.position}>
                  <Table.Td>{line.position}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {line.article_code}
                    </Text>
                    <Text size="sm">{line.article_name}</Text>
                    {line.free_text && (
                      <Text size="xs" c="dimmed">
                        {line.free_text}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatText(line.supplier_article_id)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(line.qty)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(line.packages)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatText(line.packing_instruction_name)}</Text>
                    {line.qty_inner_box !== null && (
                      <Text size="xs">
                        {t('views.packingList.perBox', {
                          inner: line.qty_inner_box,
                          outer: line.qty_outer_box,
                        })}
                      </Text>
                    )}
                    {line.packing_instruction_text && <Text size="xs">{line.packing_instruction_text}</Text>}
                  </Table.Td>
                  <Table.Td>{formatText(line.box_type_name)}</Table.Td>
                  <Table.Td>{formatText(line.mark_as)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>{p('total')}</Table.Th>
                <Table.Th ta="right">{formatNumber(list.total_qty)}</Table.Th>
                <Table.Th ta="right">{formatNumber(list.total_packages)}</Table.Th>
                <Table.Th colSpan={3} />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  )
}
