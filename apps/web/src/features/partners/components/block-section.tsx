import { Button, Group, Menu, Table, Text } from '@mantine/core'
import { IconPaperclip, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../lib/api/call-api.ts'
import { Attachments } from '../../../ui/attachments/attachments.tsx'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { useDeleteBlockRow } from '../api/partner-mutations.ts'
import type { BlockDefinition, BlockRow } from './block-definitions.ts'
import { BlockFormModal } from './block-form-modal.tsx'
import { RowActions } from './row-actions.tsx'

// One block of the supplier card: its rows in a table, with add, edit and remove for agreement editors.
export function BlockSection({
  definition,
  supplierId,
  canEdit,
}: {
  definition: BlockDefinition
  supplierId: string
  canEdit: boolean
}) {
  const { t } = useTranslation('partners')
  const confirm = useConfirm()
  const remove = useDeleteBlockRow(definition)
  const [editing, setEditing] = useState<{ row: BlockRow | null } | null>(null)
  // The row whose files are open below it.
  const [filesOf, setFilesOf] = useState<string | null>(null)
  const files = definition.attachments
  const columnCount = definition.columns.length + (files ? 1 : 0) + (canEdit ? 1 : 0)
  const rows = useQuery({
    queryKey: ['partners', 'suppliers', 'detail', supplierId, definition.key],
    queryFn: () =>
      callApi(definition.contract.endpoints.list, { params: { id: supplierId } }) as Promise<BlockRow[]>,
  })
  const ask = async (row: BlockRow) => {
    if (
      await confirm({
        title: t(`blocks.${definition.key}.removeTitle`),
        message: t('blocks.removeConfirm'),
        confirmLabel: t('actions.remove'),
        danger: true,
      })
    )
      remove.mutate({ supplierId, rowId: row.id })
  }
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text c="dimmed" size="sm">
          {t(`blocks.${definition.key}.hint`)}
        </Text>
        {canEdit && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing({ row: null })}
            data-testid={`add-${definition.key}`}
          >
            {t(`blocks.${definition.key}.add`)}
          </Button>
        )}
      </Group>
      <LoadState query={rows} />
      {rows.data?.length === 0 && (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {t(`blocks.${definition.key}.empty`)}
        </Text>
      )}
      {rows.data && rows.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid={`block-${definition.key}`}>
            <Table.Thead>
              <Table.Tr>
                {definition.columns.map((column) => (
                  <Table.Th key={column.name}>{t(`fields.${column.name}`)}</Table.Th>
                ))}
                {files && <Table.Th>{t('fields.attachments')}</Table.Th>}
                {canEdit && <Table.Th aria-label={t('app:list.actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.data.map((row) => (
                <Fragment key={row.id}>
                  <Table.Tr>
                    {definition.columns.map((column) => (
                      <Table.Td key={column.name}>
                        {column.status ? (
                          <StatusBadge status={column.value(row)} ns="partners" />
                        ) : (
                          column.value(row)
                        )}
                      </Table.Td>
                    ))}
                    {files && (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant={filesOf === row.id ? 'light' : 'subtle'}
                          leftSection={<IconPaperclip size={14} />}
                          onClick={() => setFilesOf(filesOf === row.id ? null : row.id)}
                          aria-expanded={filesOf === row.id}
                          aria-label={t('blocks.filesOf', {
                            name: definition.columns[0]!.value(row),
                            count: row.attachment_count,
                          })}
                          data-testid="row-files"
                        >
                          {row.attachment_count}
                        </Button>
                      </Table.Td>
                    )}
                    {canEdit && (
                      <Table.Td>
                        <RowActions
                          label={t('actions.actionsFor', { name: definition.columns[0]!.value(row) })}
                        >
                          <Menu.Item onClick={() => setEditing({ row })}>{t('actions.edit')}</Menu.Item>
                          <Menu.Item color="red" onClick={() => void ask(row)}>
                            {t('actions.remove')}
                          </Menu.Item>
                        </RowActions>
                      </Table.Td>
                    )}
                  </Table.Tr>
                  {files && filesOf === row.id && (
                    <Table.Tr>
                      <Table.Td colSpan={columnCount}>
                        <Attachments
                          type={files}
                          entityId={row.id}
                          canEdit={canEdit}
                          onChange={() => void rows.refetch()}
                        />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <BlockFormModal
        definition={definition}
        supplierId={supplierId}
        row={editing?.row ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
