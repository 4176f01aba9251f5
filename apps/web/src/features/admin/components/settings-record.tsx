import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { AnyEndpoint } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import type { Body } from '../api/company-list-api.ts'
import { EntityField, type EntityForm } from './entity-form/entity-field.tsx'
import type { FieldSpec } from './entity-form/field-spec.ts'

export interface SettingsRecordProps {
  prefix: string
  endpoints: { get: AnyEndpoint; update: AnyEndpoint }
  queryKey: readonly unknown[]
  schema: z.ZodType
  fields: FieldSpec[]
}

function SettingsForm(
  props: SettingsRecordProps & { record: Body; onConflict: () => void; onSaved: () => void },
) {
  const { t } = useTranslation('admin')
  const update = useInvalidatingMutation(
    (body: Body) => callApi(props.endpoints.update, { body }),
    props.queryKey,
    {
      quiet: true,
    },
  )
  const form = useContractForm(props.schema as never, props.record as never) as unknown as EntityForm
  // mutateAsync: the saved version remounts this form, and an unmounted mutate's callbacks never run.
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body)
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, props.onConflict)
      return
    }
    notifications.show({ color: 'green', message: t(`${props.prefix}.saved`) })
    props.onSaved()
  })
  return (
    <Paper withBorder p="lg" maw={720}>
      <form onSubmit={submit} noValidate data-testid={`${props.prefix}-form`}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {props.fields
              .filter((field) => field.kind !== 'switch')
              .map((field) => (
                <EntityField key={field.name} spec={field} form={form} prefix={props.prefix} />
              ))}
          </SimpleGrid>
          {props.fields
            .filter((field) => field.kind === 'switch')
            .map((field) => (
              <EntityField key={field.name} spec={field} form={form} prefix={props.prefix} />
            ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.formState.isDirty}>
              {t('settings.undo')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('app:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

// A one-per-company settings record (platform settings, export settings) as one form with its version.
export function SettingsRecord(props: SettingsRecordProps) {
  const [conflict, setConflict] = useState(false)
  const record = useQuery({
    queryKey: props.queryKey,
    queryFn: () => callApi(props.endpoints.get) as Promise<Body & { version: number }>,
    meta: { quiet: true },
  })
  return (
    <Stack>
      <ConflictAlert show={conflict} />
      <LoadState query={record} />
      {record.data && (
        <SettingsForm
          // A saved or reloaded record starts the form again from its latest version.
          key={record.data.version}
          {...props}
          record={record.data}
          onSaved={() => setConflict(false)}
          onConflict={() => {
            setConflict(true)
            void record.refetch()
          }}
        />
      )}
    </Stack>
  )
}
