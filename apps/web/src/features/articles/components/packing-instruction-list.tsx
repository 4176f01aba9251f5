import { Button, Menu } from '@mantine/core'
import { type PackingInstruction, packingInstructionEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { RecordFormModal } from '../../../ui/form/record-form-modal.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { useDeletePackingInstruction } from '../api/article-mutations.ts'
import { articleQueries } from '../api/article-queries.ts'
import { PackingInstructionForm } from './packing-instruction-form.tsx'

// Spec §3 Packing instruction: the list with create, edit and delete (refused while articles use it).
export function PackingInstructionList() {
  const { t } = useTranslation('articles')
  const confirm = useConfirm()
  const remove = useDeletePackingInstruction()
  const boxTypes = useParams(['box-types']).data['box-types']
  const [form, setForm] = useState<{ id: string | null } | null>(null)
  const columns: ListColumn<PackingInstruction>[] = [
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (row) => row.name },
    { key: 'description', label: t('fields.description'), value: (row) => formatText(row.description) },
    {
      key: 'qty_inner_box',
      label: t('packing.qtyInner'),
      sortField: 'qty_inner_box',
      value: (row) => formatNumber(row.qty_inner_box),
    },
    {
      key: 'qty_outer_box',
      label: t('packing.qtyOuter'),
      sortField: 'qty_outer_box',
      value: (row) => formatNumber(row.qty_outer_box),
    },
    {
      key: 'box_type',
      label: t('fields.boxType'),
      sortField: 'box_type',
      value: (row) => formatText(row.box_type_name),
    },
    {
      key: 'created_at',
      label: t('fields.createdAt'),
      sortField: 'created_at',
      value: (row) => formatDateTime(row.created_at),
      hiddenByDefault: true,
    },
  ]
  const ask = async (row: PackingInstruction) => {
    const yes = await confirm({
      title: t('packing.deleteTitle'),
      message: t('packing.deleteConfirm', { name: row.name }),
      confirmLabel: t('common.delete'),
      danger: true,
    })
    if (yes) remove.mutate(row.id)
  }
  return (
    <>
      <ListScreen
        id="packing-instructions"
        title={t('packing.title')}
        endpoint={packingInstructionEndpoints.list}
        queryKey={articleQueries.packing.all}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="name"
        filters={[
          {
            key: 'box_type_id',
            label: t('fields.boxType'),
            type: 'select',
            options: boxTypes.map((box) => ({ value: box.id, label: box.name })),
          },
        ]}
        onRowClick={(row) => setForm({ id: row.id })}
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
            data-testid="create-packing-instruction"
          >
            {t('packing.create')}
          </Button>
        }
      />
      <RecordFormModal
        recordId={form?.id ?? null}
        opened={form !== null}
        onClose={() => setForm(null)}
        title={form?.id ? t('packing.edit') : t('packing.create')}
        detail={articleQueries.packing.detail}
        listKey={articleQueries.packing.all}
      >
        {(instruction, handlers) => <PackingInstructionForm instruction={instruction} {...handlers} />}
      </RecordFormModal>
    </>
  )
}
