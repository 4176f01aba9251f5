import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { RecordFormModal } from '../../../../ui/form/record-form-modal.tsx'
import { handleSaveError } from '../../../../ui/form/save-error.ts'
import { useContractForm } from '../../../../ui/form/use-contract-form.ts'
import {
  type Body,
  type CrudEndpoints,
  detailQuery,
  useCompanyListMutations,
} from '../../api/company-list-api.ts'
import { EntityField, type EntityForm } from './entity-field.tsx'
import type { FieldSpec } from './field-spec.ts'

export interface EntityFormSpec {
  // The update body (with version): the form validates with it, create sends it without the version.
  schema: z.ZodType
  fields: FieldSpec[]
  // A new row's values; its keys are also the fields taken from a row to edit it.
  empty: Body
  // Where the field labels are, when lists share them (master data); else the list's own prefix.
  fieldPrefix?: string
  // Body fields a row carries in another shape (the ids of the named approvers it lists).
  fromRow?: (row: Body) => Body
}

export const bodyOf = (row: Body, spec: EntityFormSpec) => ({
  ...Object.fromEntries(Object.keys(spec.empty).map((key) => [key, row[key]])),
  ...spec.fromRow?.(row),
})

function EntityFormBody(props: {
  spec: EntityFormSpec
  prefix: string
  endpoints: CrudEndpoints
  queryKey: readonly unknown[]
  row: (Body & { id: string; version: number }) | null
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('admin')
  const { create, update } = useCompanyListMutations(props.endpoints, props.queryKey)
  const { row, spec } = props
  const form = useContractForm(
    spec.schema as never,
    {
      ...(row ? bodyOf(row, spec) : spec.empty),
      version: row?.version ?? 0,
    } as never,
  ) as unknown as EntityForm
  const done = () => {
    notifications.show({ color: 'green', message: t(`${props.prefix}.saved`) })
    props.onDone()
  }
  // mutateAsync, not mutate's callbacks: the saved version refetches and remounts this form (the modal
  // keys it by version), and callbacks of an unmounted mutate never run.
  const submit = form.handleSubmit(async ({ version, ...body }) => {
    try {
      if (row) await update.mutateAsync({ id: row.id, body: { ...body, version } })
      else await create.mutateAsync(body)
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, props.onConflict)
      return
    }
    done()
  })
  const switches = spec.fields.filter((field) => field.kind === 'switch')
  return (
    <form onSubmit={submit} noValidate data-testid="entity-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {spec.fields
            .filter((field) => field.kind !== 'switch')
            .map((field) => (
              <EntityField
                key={field.name}
                spec={field}
                form={form}
                prefix={spec.fieldPrefix ?? props.prefix}
              />
            ))}
        </SimpleGrid>
        {switches.map((field) => (
          <EntityField key={field.name} spec={field} form={form} prefix={spec.fieldPrefix ?? props.prefix} />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// rowId: null to create, an id to edit.
export function EntityFormModal(props: {
  spec: EntityFormSpec
  prefix: string
  endpoints: CrudEndpoints
  queryKey: readonly unknown[]
  rowId: string | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <RecordFormModal
      recordId={props.rowId}
      opened={props.opened}
      onClose={props.onClose}
      title={props.rowId ? t(`${props.prefix}.edit`) : t(`${props.prefix}.create`)}
      size="xl"
      detail={(id) => detailQuery(props.endpoints, props.queryKey, id)}
      listKey={props.queryKey}
    >
      {(row, { onDone, onConflict }) => (
        <EntityFormBody
          spec={props.spec}
          prefix={props.prefix}
          endpoints={props.endpoints}
          queryKey={props.queryKey}
          row={row}
          onDone={onDone}
          onConflict={onConflict}
        />
      )}
    </RecordFormModal>
  )
}
