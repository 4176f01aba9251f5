import { certificateStatuses, type OrderCertificate, orderCertificateEndpoints } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from '../../../../lib/params/use-params.ts'
import { ListScreen } from '../../../../ui/list-screen/list-screen.tsx'
import { PageHeader } from '../../../../ui/page-header.tsx'
import { useViewOptions } from '../../views/components/view-filters.ts'
import { certificateQueries } from '../api/certificate-queries.ts'
import { CertificateRowMenu, certificateColumns } from '../components/certificate-columns.tsx'
import { CertificateFormModal } from '../components/certificate-form.tsx'

// Spec §2.1 /orders/review-certificate (manage.order.certificates): the certificates of every order,
// overdue ones marked; they are added on the order's own page (CertificateSection).
export function CertificateReviewPage() {
  const { t } = useTranslation('orders')
  const types = useParams(['certificate-types']).data['certificate-types']
  const options = useViewOptions()
  const [editing, setEditing] = useState<OrderCertificate | null>(null)
  return (
    <>
      <PageHeader title={t('certificates.title')} description={t('certificates.description')} />
      <ListScreen
        id="order-certificates"
        title={t('certificates.title')}
        endpoint={orderCertificateEndpoints.list}
        queryKey={certificateQueries.all}
        columns={certificateColumns(t, true)}
        filters={[
          {
            key: 'status',
            label: t('certificates.fields.status'),
            type: 'select',
            options: certificateStatuses.map((value) => ({
              value,
              label: t(`certificates.status.${value}`),
            })),
          },
          {
            key: 'overdue',
            label: t('certificates.overdueOnly'),
            type: 'select',
            options: [{ value: 'true', label: t('views.yes') }],
          },
          {
            key: 'type_id',
            label: t('certificates.fields.type'),
            type: 'select',
            options: types.map((type) => ({ value: type.id, label: type.name })),
          },
          { key: 'due_from', label: t('certificates.fields.dueFrom'), type: 'date' },
          { key: 'due_to', label: t('certificates.fields.dueTo'), type: 'date' },
          {
            key: 'partner_company_id',
            label: t('certificates.fields.supplier'),
            type: 'select',
            options: options.partners,
          },
        ]}
        rowKey={(row) => row.id}
        defaultSort="due_date"
        onRowClick={setEditing}
        rowActions={(row) => <CertificateRowMenu row={row} onEdit={() => setEditing(row)} />}
      />
      <CertificateFormModal
        target={editing ? { orderId: editing.order_id, certificate: editing } : null}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
