import { Button, Group, Menu, Table, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../lib/api/call-api.ts'
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
                {canEdit && <Table.Th aria-label={t('app:list.actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.data.map((row) => (
                <Table.Tr key={row.id}>
                  {definition.columns.map((column) => (
                    <Table.Td key={column.name}>
                      {column.status ? (
                        <StatusBadge status={column.value(row)} ns="partners" />
                      ) : (
                        column.value(row)
                      )}
                    </Table.Td>
                  ))}
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
