import { Badge, Group, Menu } from '@mantine/core'
import type { OrderCertificate } from '@scm/contracts'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatText,
  notAvailable,
} from '../../../../lib/format/format.ts'
import { useConfirm } from '../../../../ui/confirm-dialog.tsx'
import type { ListColumn } from '../../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../../ui/list-screen/row-menu.tsx'
import { StatusBadge } from '../../../../ui/status-badge.tsx'
import { unwrapped } from '../../views/components/view-delivery-columns.tsx'
import { useDeleteCertificate } from '../api/certificate-queries.ts'

type Row = OrderCertificate

export function CertificateStatus({ certificate }: { certificate: Row }) {
  const { t } = useTranslation('orders')
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge status={certificate.status} ns="orders" prefix="certificates." />
      {certificate.overdue && (
        <Badge color="red" variant="filled" miw="max-content" data-overdue="true">
          {t('certificates.overdue')}
        </Badge>
      )}
    </Group>
  )
}

const cost = (row: Row) =>
  row.cost === null ? notAvailable() : `${formatNumber(row.cost, 2)} ${row.currency ?? ''}`.trim()

// The certificate columns; `withOrder` adds the order and supplier for the review across orders.
export function certificateColumns(t: TFunction, withOrder: boolean): ListColumn<Row>[] {
  const c = (key: string) => t(`certificates.fields.${key}`)
  return unwrapped(certificateFields(t, c, withOrder), oneLine)
}

const oneLine = new Set(['order', 'due_date', 'valid_to', 'cost'])

function certificateFields(t: TFunction, c: (key: string) => string, withOrder: boolean): ListColumn<Row>[] {
  return [
    ...(withOrder
      ? [
          {
            key: 'order',
            label: c('order'),
            sortField: 'order_number',
            value: (row: Row) => row.order_number,
          },
          { key: 'supplier', label: c('supplier'), value: (row: Row) => formatText(row.supplier_name) },
        ]
      : []),
    { key: 'type', label: c('type'), value: (row) => row.type_name },
    { key: 'due_date', label: c('dueDate'), sortField: 'due_date', value: (row) => formatDate(row.due_date) },
    { key: 'valid_to', label: c('validTo'), sortField: 'valid_to', value: (row) => formatDate(row.valid_to) },
    { key: 'cost', label: c('cost'), value: cost },
    { key: 'result', label: c('result'), value: (row) => formatText(row.result) },
    {
      key: 'status',
      label: c('status'),
      sortField: 'status',
      value: (row) =>
        [t(`certificates.status.${row.status}`), row.overdue ? t('certificates.overdue') : '']
          .filter(Boolean)
          .join(', '),
      render: (row) => <CertificateStatus certificate={row} />,
    },
    {
      key: 'updated_at',
      label: c('updatedAt'),
      value: (row) => formatDateTime(row.updated_at),
      hiddenByDefault: true,
    },
  ]
}

// Edit, and delete after a confirmation (spec §8).
export function CertificateRowMenu({ row, onEdit }: { row: Row; onEdit: () => void }) {
  const { t } = useTranslation('orders')
  const confirm = useConfirm()
  const remove = useDeleteCertificate()
  const ask = async () => {
    const yes = await confirm({
      title: t('certificates.deleteTitle'),
      message: t('certificates.deleteConfirm', { type: row.type_name, order: row.order_number }),
      confirmLabel: t('certificates.delete'),
      danger: true,
    })
    if (yes) remove.mutate({ orderId: row.order_id, id: row.id })
  }
  return (
    <RowMenu label={t('certificates.actionsFor', { name: row.type_name })}>
      <Menu.Item onClick={onEdit}>{t('certificates.edit')}</Menu.Item>
      <Menu.Item color="red" onClick={() => void ask()}>
        {t('certificates.delete')}
      </Menu.Item>
    </RowMenu>
  )
}
