import { Table } from '@mantine/core'
import type { Forecast } from '@scm/contracts'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format/format.ts'

// The server's totals of the saved forecast: per batch, per group and for the whole.
export function ForecastTotals({ forecast }: { forecast: Forecast }) {
  const { t } = useTranslation('forecasts')
  const money = (value: string) => `${formatNumber(value, 2)} ${forecast.currency}`
  return (
    <Table striped withTableBorder data-testid="forecast-totals">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('totals.group')}</Table.Th>
          <Table.Th>{t('totals.batch')}</Table.Th>
          <Table.Th>{t('fields.supplier')}</Table.Th>
          <Table.Th ta="right">{t('fields.quantity')}</Table.Th>
          <Table.Th ta="right">{t('totals.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {forecast.groups.map((group) => (
          <Fragment key={group.id}>
            {group.batches.map((batch) => (
              <Table.Tr key={batch.id}>
                <Table.Td>{group.name}</Table.Td>
                <Table.Td>{batch.name}</Table.Td>
                <Table.Td>{batch.supplier_name ?? ''}</Table.Td>
                <Table.Td ta="right">{formatNumber(batch.total_quantity)}</Table.Td>
                <Table.Td ta="right">{money(batch.total_value)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={600} data-testid="forecast-group-total">
              <Table.Td colSpan={3}>{t('totals.groupTotal', { name: group.name })}</Table.Td>
              <Table.Td ta="right">{formatNumber(group.total_quantity)}</Table.Td>
              <Table.Td ta="right">{money(group.total_value)}</Table.Td>
            </Table.Tr>
          </Fragment>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700} data-testid="forecast-total">
          <Table.Td colSpan={3}>{t('totals.forecastTotal')}</Table.Td>
          <Table.Td ta="right">{formatNumber(forecast.total_quantity)}</Table.Td>
          <Table.Td ta="right">{money(forecast.total_value)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  )
}
