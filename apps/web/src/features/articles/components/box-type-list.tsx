import { Button, Menu } from '@mantine/core'
import { type BoxType, boxTypeEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { RecordFormModal } from '../../../ui/form/record-form-modal.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { useDeleteBoxType } from '../api/article-mutations.ts'
import { articleQueries } from '../api/article-queries.ts'
import { BoxTypeForm } from './box-type-form.tsx'

// Spec §3 Box type: the list with create, edit and delete (a box type in use is refused by the server).
export function BoxTypeList() {
  const { t } = useTranslation('articles')
  const confirm = useConfirm()
  const remove = useDeleteBoxType()
  const [form, setForm] = useState<{ id: string | null } | null>(null)
  const size = (key: 'length' | 'width' | 'height'): ListColumn<BoxType> => ({
    key,
    label: t(`fields.${key}`),
    sortField: key,
    value: (box) => formatNumber(box[key]),
  })
  const columns: ListColumn<BoxType>[] = [
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (box) => box.name },
    size('length'),
    size('width'),
    size('height'),
    {
      key: 'created_at',
      label: t('fields.createdAt'),
      sortField: 'created_at',
      value: (box) => formatDateTime(box.created_at),
      hiddenByDefault: true,
    },
  ]
  const ask = async (box: BoxType) => {
    const yes = await confirm({
      title: t('boxTypes.deleteTitle'),
      message: t('boxTypes.deleteConfirm', { name: box.name }),
      confirmLabel: t('common.delete'),
      danger: true,
    })
    if (yes) remove.mutate(box.id)
  }
  return (
    <>
      <ListScreen
        id="box-types"
        title={t('boxTypes.title')}
        endpoint={boxTypeEndpoints.list}
        queryKey={articleQueries.boxTypes.all}
        columns={columns}
        rowKey={(box) => box.id}
        defaultSort="name"
        onRowClick={(box) => setForm({ id: box.id })}
        rowActions={(box) => (
          <RowMenu label={t('common.actionsFor', { name: box.name })}>
            <Menu.Item onClick={() => setForm({ id: box.id })}>{t('common.edit')}</Menu.Item>
            <Menu.Item color="red" onClick={() => void ask(box)}>
              {t('common.delete')}
            </Menu.Item>
          </RowMenu>
        )}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setForm({ id: null })}
            data-testid="create-box-type"
          >
            {t('boxTypes.create')}
          </Button>
        }
      />
      <RecordFormModal
        recordId={form?.id ?? null}
        opened={form !== null}
        onClose={() => setForm(null)}
        title={form?.id ? t('boxTypes.edit') : t('boxTypes.create')}
        detail={articleQueries.boxTypes.detail}
        listKey={articleQueries.boxTypes.all}
      >
        {(boxType, handlers) => <BoxTypeForm boxType={boxType} {...handlers} />}
      </RecordFormModal>
    </>
  )
}
