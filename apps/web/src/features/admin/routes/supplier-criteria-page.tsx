import { Button, Menu } from '@mantine/core'
import { type SupplierCriterion, supplierCriterionEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatText } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { adminQueries } from '../api/admin-queries.ts'
import { useDeleteSupplierCriterion } from '../api/supplier-criterion-mutations.ts'
import { SupplierCriterionFormModal } from '../components/supplier-criterion-form-modal.tsx'

// /admin/supplier-criteria (spec §3 Supplier criteria): what the company requires of its suppliers.
export function SupplierCriteriaPage() {
  const { t } = useTranslation('admin')
  const confirm = useConfirm()
  const remove = useDeleteSupplierCriterion()
  const [form, setForm] = useState<{ id: string | null } | null>(null)
  const columns: ListColumn<SupplierCriterion>[] = [
    { key: 'name', label: t('criteria.name'), sortField: 'name', value: (row) => row.name },
    {
      key: 'mandatory',
      label: t('criteria.mandatory'),
      value: (row) => (row.mandatory ? t('criteria.yes') : t('criteria.no')),
    },
    {
      key: 'preferred_value',
      label: t('criteria.preferredValue'),
      value: (row) => formatText(row.preferred_value),
    },
    {
      key: 'review_frequency',
      label: t('criteria.reviewFrequency'),
      value: (row) =>
        row.review_frequency ? t(`criteria.frequencies.${row.review_frequency}`) : formatText(null),
    },
    {
      key: 'next_review',
      label: t('criteria.nextReview'),
      sortField: 'next_review',
      value: (row) => formatDate(row.next_review),
    },
    {
      key: 'turnover_percent_alert',
      label: t('criteria.turnoverAlert'),
      value: (row) => (row.turnover_percent_alert ? `${row.turnover_percent_alert} %` : formatText(null)),
      hiddenByDefault: true,
    },
  ]
  const ask = async (row: SupplierCriterion) => {
    if (
      await confirm({
        title: t('criteria.deleteTitle'),
        message: t('criteria.deleteConfirm', { name: row.name }),
        confirmLabel: t('common.delete'),
        danger: true,
      })
    )
      remove.mutate(row.id)
  }
  return (
    <>
      <PageHeader title={t('criteria.title')} description={t('criteria.description')} />
      <ListScreen
        id="admin-supplier-criteria"
        title={t('criteria.title')}
        endpoint={supplierCriterionEndpoints.list}
        queryKey={adminQueries.supplierCriteria.all}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="name"
        onRowClick={(row) => setForm({ id: row.id })}
        filters={[
          {
            key: 'mandatory',
            label: t('criteria.mandatory'),
            type: 'select',
            options: [
              { value: 'true', label: t('criteria.yes') },
              { value: 'false', label: t('criteria.no') },
            ],
          },
        ]}
        rowActions={(row) => (
          <RowMenu label={t('common.actionsFor', { name: row.name })}>
            <Menu.Item onClick={() => setForm({ id: row.id })}>{t('common.edit')}</Menu.Item>
            <Menu.Item color="red" onClick={() => void ask(row)}>
              {t('common.delete')}
            </Menu.Item>
          </RowMenu>
        )}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setForm({ id: null })}
            data-testid="create-criterion"
          >
            {t('criteria.create')}
          </Button>
        }
      />
      <SupplierCriterionFormModal
        criterionId={form?.id ?? null}
        opened={form !== null}
        onClose={() => setForm(null)}
      />
    </>
  )
}
