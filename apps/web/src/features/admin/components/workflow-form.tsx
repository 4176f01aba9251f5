import { Button, Divider, Group, Paper, SimpleGrid, Stack } from '@mantine/core'
import { type ProductionWorkflow, UpdateProductionWorkflowBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import {
  FormParamMultiSelect,
  FormParamSelect,
  FormSwitch,
  FormTextInput,
} from '../../../ui/form/form-fields.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { WorkflowStepsEditor } from './workflow-steps-editor.tsx'

export type WorkflowValues = UpdateProductionWorkflowBody & { version: number }

const stepsOf = (workflow: ProductionWorkflow | null) =>
  (workflow?.steps ?? []).map(({ id: _, milestone_type_name: __, ...step }) => step)

// A production workflow: its name, whom and what it is for, and its ordered steps.
export function WorkflowForm({
  workflow,
  saving,
  onSave,
  onCancel,
}: {
  workflow: ProductionWorkflow | null
  saving: boolean
  onSave: (values: WorkflowValues, applyServerErrors: (error: unknown) => void) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('admin')
  const form = useContractForm(UpdateProductionWorkflowBody, {
    name: workflow?.name ?? '',
    active: workflow?.active ?? true,
    is_default: workflow?.is_default ?? false,
    item_category_code_id: workflow?.item_category_code_id ?? null,
    supplier_ids: workflow?.supplier_ids ?? [],
    steps: stepsOf(workflow),
    version: workflow?.version ?? 0,
  })
  const submit = form.handleSubmit((values) => onSave(values as WorkflowValues, form.applyServerErrors))
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Stack>
            <FormTextInput
              form={form}
              name="name"
              label={t('workflows.fields.name')}
              required
              data-autofocus
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FormParamMultiSelect
                form={form}
                name="supplier_ids"
                param="suppliers"
                label={t('workflows.fields.supplier_ids')}
                description={t('workflows.hints.supplier_ids')}
                searchable
              />
              <FormParamSelect
                form={form}
                name="item_category_code_id"
                param="item-category-codes"
                label={t('workflows.fields.item_category_code_id')}
              />
            </SimpleGrid>
            <Group>
              <FormSwitch
                form={form}
                name="is_default"
                label={t('workflows.fields.is_default')}
                description={t('workflows.hints.is_default')}
              />
              <FormSwitch form={form} name="active" label={t('workflows.fields.active')} />
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <WorkflowStepsEditor form={form} saved={workflow?.steps ?? []} />
        </Paper>
        <Divider />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="save-workflow">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
