import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../lib/api/call-api.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import { RecordModal } from '../../../ui/form/record-form-modal.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { partnerQueries } from '../api/partner-queries.ts'
import type { BlockDefinition, BlockRow } from './block-definitions.ts'
import { anyForm, SpecField } from './spec-field.tsx'

const editable = (definition: BlockDefinition, row: BlockRow) =>
  Object.fromEntries(definition.fields.map((field) => [field.name, row[field.name]]))

function BlockForm({
  definition,
  supplierId,
  row,
  onDone,
  onConflict,
}: {
  definition: BlockDefinition
  supplierId: string
  row: BlockRow | null
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('partners')
  const queryClient = useQueryClient()
  const { endpoints, update } = definition.contract
  const form = useContractForm(update, {
    ...(row ? editable(definition, row) : definition.empty()),
    version: row?.version ?? 0,
  })
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const { version, ...body } = values
      return row
        ? callApi(endpoints.update, { params: { id: supplierId, rowId: row.id }, body: values as never })
        : callApi(endpoints.create, { params: { id: supplierId }, body: body as never })
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: partnerQueries.all })
      notifications.show({ color: 'green', message: t('blocks.saved') })
      onDone()
    },
    onError: (error) => {
      if (isConflict(error)) return onConflict()
      presentError(error)
      form.applyServerErrors(error)
    },
    meta: { quiet: true },
  })
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values as Record<string, unknown>))} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {definition.fields.map((spec) => (
            <div key={spec.name} style={spec.span === 2 ? { gridColumn: '1 / -1' } : undefined}>
              <SpecField spec={spec} form={anyForm(form)} />
            </div>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// Adds a row to a block (row null) or changes one.
export function BlockFormModal({
  definition,
  supplierId,
  row,
  opened,
  onClose,
}: {
  definition: BlockDefinition
  supplierId: string
  row: BlockRow | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('partners')
  return (
    <RecordModal
      record={row}
      opened={opened}
      onClose={onClose}
      title={t(`blocks.${definition.key}.${row ? 'edit' : 'add'}`)}
      size="lg"
    >
      {(record, handlers) => (
        <BlockForm definition={definition} supplierId={supplierId} row={record} {...handlers} />
      )}
    </RecordModal>
  )
}
