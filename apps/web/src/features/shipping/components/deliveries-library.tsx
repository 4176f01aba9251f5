import { Alert, Checkbox, Group, Loader, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { type BookableDelivery, type ShipmentReadiness, shipmentReadinessValues } from '@scm/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { bookingQueries } from '../api/booking-queries.ts'

// The deliveries library (spec §2.10): the supplier's open deliveries, chosen with a tick. A delivery
// another draft carries, or without an ETD, is shown but cannot be chosen.
export function DeliveriesLibrary({
  supplierId,
  chosen,
  onToggle,
  error,
  ownNumber,
}: {
  supplierId: string | null | undefined
  // The booking being edited: its own draft is not "another draft".
  ownNumber?: string
  chosen: string[]
  onToggle: (delivery: BookableDelivery, on: boolean) => void
  error?: string
}) {
  const { t } = useTranslation('shipping')
  const [etdFrom, setEtdFrom] = useState('')
  const [etdTo, setEtdTo] = useState('')
  const [readiness, setReadiness] = useState<ShipmentReadiness | null>(null)
  const library = useQuery({
    ...bookingQueries.library({
      supplier_company_id: supplierId ?? undefined,
      etd_from: etdFrom || undefined,
      etd_to: etdTo || undefined,
      readiness: readiness ?? undefined,
    }),
    enabled: Boolean(supplierId),
    placeholderData: keepPreviousData,
  })
  if (!supplierId) return <Text c="dimmed">{t('library.chooseSupplier')}</Text>
  // The library's own filters (spec §2.10): the ETD window and the supplier's readiness.
  const filters = (
    <Group align="flex-end" data-testid="library-filters">
      <TextInput
        type="date"
        label={t('library.etdFrom')}
        value={etdFrom}
        onChange={(event) => setEtdFrom(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('library.etdTo')}
        value={etdTo}
        onChange={(event) => setEtdTo(event.currentTarget.value)}
      />
      <Select
        label={t('fields.readiness')}
        value={readiness}
        onChange={(value) => setReadiness(value as ShipmentReadiness | null)}
        data={shipmentReadinessValues.map((value) => ({ value, label: t(`readiness.${value}`) }))}
        clearable
      />
    </Group>
  )
  if (library.isPending) return <Loader size="sm" aria-label={t('library.loading')} />
  if (library.isError) return <Alert color="red">{t('library.failed')}</Alert>
  const rows = library.data.data
  if (rows.length === 0)
    return (
      <>
        {filters}
        <Alert color="gray" data-testid="library-empty">
          {t('library.empty')}
        </Alert>
      </>
    )
  return (
    <>
      {filters}
      {error && (
        <Text c="red" size="sm" role="alert" data-testid="library-error">
          {error}
        </Text>
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid="deliveries-library">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('library.choose')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('fields.order')}</Table.Th>
              <Table.Th>{t('fields.delivery')}</Table.Th>
              <Table.Th>{t('fields.etd')}</Table.Th>
              <Table.Th>{t('fields.eta')}</Table.Th>
              <Table.Th>{t('fields.quantity')}</Table.Th>
              <Table.Th>{t('fields.readiness')}</Table.Th>
              <Table.Th>{t('library.inDraft')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const on = chosen.includes(row.delivery_id)
              const draft = row.draft_booking_number === ownNumber ? null : row.draft_booking_number
              const blocked = !on && (draft !== null || row.etd === null)
              return (
                <Table.Tr key={row.delivery_id} data-testid={`library-${row.delivery_code}`}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('library.chooseOne', { code: row.delivery_code })}
                      checked={on}
                      disabled={blocked}
                      onChange={(event) => onToggle(row, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{row.order_number}</Table.Td>
                  <Table.Td>{row.delivery_code}</Table.Td>
                  <Table.Td>{formatDate(row.etd)}</Table.Td>
                  <Table.Td>{formatDate(row.eta)}</Table.Td>
                  <Table.Td>{formatNumber(row.quantity)}</Table.Td>
                  <Table.Td>{row.readiness ? t(`readiness.${row.readiness}`) : formatText(null)}</Table.Td>
                  <Table.Td>{formatText(draft)}</Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  )
}
