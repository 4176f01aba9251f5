import { Anchor, Button, Menu, Stack } from '@mantine/core'
import { type StyleReviewCriterion, styleReviewEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { useDeleteCriterion } from '../api/style-mutations.ts'
import { styleQueries } from '../api/style-queries.ts'
import { CriterionFormModal } from '../components/criterion-form-modal.tsx'

// /styles/review-criteria: what the company reviews every style against.
export function ReviewCriteriaPage() {
  const { t } = useTranslation('styles')
  const confirm = useConfirm()
  const remove = useDeleteCriterion()
  const [form, setForm] = useState<{ id: string | null } | null>(null)
  const columns: ListColumn<StyleReviewCriterion>[] = [
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
    { key: 'description', label: t('criteria.description'), value: (row) => formatText(row.description) },
    {
      key: 'created_at',
      label: t('fields.createdAt'),
      sortField: 'created_at',
      value: (row) => formatDateTime(row.created_at),
      hiddenByDefault: true,
    },
  ]
  const ask = async (row: StyleReviewCriterion) => {
    if (
      await confirm({
        title: t('criteria.deleteTitle'),
        message: t('criteria.deleteConfirm', { name: row.name }),
        confirmLabel: t('criteria.delete'),
        danger: true,
      })
    )
      remove.mutate(row.id)
  }
  return (
    <Stack gap={0}>
      <Anchor component={Link} to="/styles" size="sm" mb="sm">
        {t('detail.back')}
      </Anchor>
      <PageHeader title={t('criteria.title')} description={t('criteria.pageDescription')} />
      <ListScreen
        id="style-review-criteria"
        title={t('criteria.title')}
        endpoint={styleReviewEndpoints.listCriteria}
        queryKey={styleQueries.criteria}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="name"
        onRowClick={(row) => setForm({ id: row.id })}
        rowActions={(row) => (
          <RowMenu label={t('criteria.actionsFor', { name: row.name })}>
            <Menu.Item onClick={() => setForm({ id: row.id })}>{t('criteria.edit')}</Menu.Item>
            <Menu.Item color="red" onClick={() => void ask(row)}>
              {t('criteria.delete')}
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
      <CriterionFormModal
        criterionId={form?.id ?? null}
        opened={form !== null}
        onClose={() => setForm(null)}
      />
    </Stack>
  )
}
