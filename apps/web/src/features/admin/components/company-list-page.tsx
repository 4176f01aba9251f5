import { Button, Menu } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { FilterField, ListColumn } from '../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { type Body, type CrudEndpoints, useCompanyListMutations } from '../api/company-list-api.ts'
import { bodyOf, EntityFormModal, type EntityFormSpec } from './entity-form/entity-form-modal.tsx'

export type CompanyRow = Body & { id: string; version: number; active?: boolean }

export interface CompanyListPageProps<R extends CompanyRow> {
  // The admin catalogue's key for this list: title, description, create, edit, saved, fields.* …
  prefix: string
  endpoints: CrudEndpoints
  queryKey: readonly unknown[]
  columns: ListColumn<R>[]
  form: EntityFormSpec
  // How a row is named in menus and confirmations.
  name: (row: R) => string
  filters?: FilterField[]
  defaultSort?: string
  // Shown inside the company-settings tabs, which carry the page title.
  inTabs?: boolean
}

// The admin screen of one company list: the shared list screen, a form in a modal for create and edit,
// and row actions that ask first (delete; deactivate, which is what to do with a row still in use).
export function CompanyListPage<R extends CompanyRow>(props: CompanyListPageProps<R>) {
  const { t } = useTranslation('admin')
  const confirm = useConfirm()
  const { update, remove } = useCompanyListMutations(props.endpoints, props.queryKey)
  const [form, setForm] = useState<{ rowId: string | null } | null>(null)
  const edit = (row: R) => setForm({ rowId: row.id })
  const askDelete = async (row: R) => {
    const name = props.name(row)
    if (
      await confirm({
        title: t('lists.deleteTitle'),
        message: t('lists.deleteConfirm', { name }),
        confirmLabel: t('common.delete'),
        danger: true,
      })
    )
      remove.mutate(row.id)
  }
  const askToggle = async (row: R) => {
    const name = props.name(row)
    const verb = row.active ? 'deactivate' : 'activate'
    if (
      !(await confirm({
        title: t(`lists.${verb}Title`),
        message: t(`lists.${verb}Confirm`, { name }),
        confirmLabel: t(`lists.${verb}`),
        danger: row.active,
      }))
    )
      return
    const body = { ...bodyOf(row, props.form), active: !row.active, version: row.version }
    update.mutate(
      { id: row.id, body },
      { onSuccess: () => notifications.show({ color: 'green', message: t(`lists.${verb}Done`, { name }) }) },
    )
  }
  return (
    <>
      {!props.inTabs && (
        <PageHeader title={t(`${props.prefix}.title`)} description={t(`${props.prefix}.description`)} />
      )}
      <ListScreen
        id={`admin-${props.prefix}`}
        title={t(`${props.prefix}.title`)}
        endpoint={props.endpoints.list}
        queryKey={props.queryKey}
        columns={props.columns as never}
        rowKey={(row: R) => row.id}
        filters={props.filters}
        defaultSort={props.defaultSort}
        onRowClick={edit}
        rowActions={(row: R) => (
          <RowMenu label={t('common.actionsFor', { name: props.name(row) })}>
            <Menu.Item onClick={() => edit(row)}>{t('common.edit')}</Menu.Item>
            {row.active !== undefined && (
              <Menu.Item onClick={() => void askToggle(row)}>
                {t(row.active ? 'lists.deactivate' : 'lists.activate')}
              </Menu.Item>
            )}
            <Menu.Item color="red" onClick={() => void askDelete(row)}>
              {t('common.delete')}
            </Menu.Item>
          </RowMenu>
        )}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setForm({ rowId: null })}
            data-testid="create-row"
          >
            {t(`${props.prefix}.create`)}
          </Button>
        }
      />
      <EntityFormModal
        spec={props.form}
        prefix={props.prefix}
        endpoints={props.endpoints}
        queryKey={props.queryKey}
        rowId={form?.rowId ?? null}
        opened={form !== null}
        onClose={() => setForm(null)}
      />
    </>
  )
}
