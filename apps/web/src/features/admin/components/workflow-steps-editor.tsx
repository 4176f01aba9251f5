import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import {
  type UpdateProductionWorkflowBody,
  type WorkflowStep,
  type WorkflowStepBody,
  workflowStepKinds,
} from '@scm/contracts'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  type BoundForm,
  FormNumberInput,
  FormParamSelect,
  FormSelect,
  FormSwitch,
  FormTextInput,
} from '../../../ui/form/form-fields.tsx'

export type WorkflowForm = BoundForm<UpdateProductionWorkflowBody> &
  Pick<UseFormReturn<UpdateProductionWorkflowBody>, 'watch'>

const newStep: WorkflowStepBody = {
  kind: 'milestone',
  name: '',
  duration_days: 0,
  milestone_type_id: null,
  supplier_may_update: false,
  supplier_may_comment: false,
  supplier_sees_comments: false,
}

const rights = ['supplier_may_update', 'supplier_may_comment', 'supplier_sees_comments'] as const

// A workflow's steps in the order production goes through them; each moves up or down or goes.
export function WorkflowStepsEditor({ form, saved }: { form: WorkflowForm; saved: WorkflowStep[] }) {
  const { t } = useTranslation('admin')
  const rows = useFieldArray({ control: form.control, name: 'steps' })
  const steps = form.watch('steps') ?? []
  // A type deactivated since it was chosen stays selectable by the name the workflow shows.
  const savedTypes = saved.flatMap((step) =>
    step.milestone_type_id && step.milestone_type_name
      ? [{ id: step.milestone_type_id, name: step.milestone_type_name }]
      : [],
  )
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('workflows.stepsTitle')}
      </Title>
      {rows.fields.length === 0 && <Text c="dimmed">{t('workflows.noSteps')}</Text>}
      {form.errorOf('steps') && (
        <Text c="red" size="sm">
          {form.errorOf('steps')}
        </Text>
      )}
      {rows.fields.map((field, index) => {
        const step = steps[index]
        const label = t('workflows.stepLabel', { number: index + 1 })
        const named = (text: string) => `${text}, ${label}`
        return (
          <Paper key={field.id} withBorder p="sm" data-testid="workflow-step">
            <Stack gap="xs">
              <Group align="flex-start" wrap="nowrap">
                <FormSelect
                  form={form}
                  name={`steps.${index}.kind`}
                  label={t('workflows.step.kind')}
                  aria-label={named(t('workflows.step.kind'))}
                  data={workflowStepKinds.map((kind) => ({
                    value: kind,
                    label: t(`workflows.kinds.${kind}`),
                  }))}
                  allowDeselect={false}
                  style={{ flex: 1 }}
                />
                <FormTextInput
                  form={form}
                  name={`steps.${index}.name`}
                  label={t('workflows.step.name')}
                  aria-label={named(t('workflows.step.name'))}
                  required
                  style={{ flex: 2 }}
                />
                <FormNumberInput
                  form={form}
                  name={`steps.${index}.duration_days`}
                  label={t('workflows.step.duration_days')}
                  aria-label={named(t('workflows.step.duration_days'))}
                  min={0}
                  allowDecimal={false}
                  required
                  style={{ flex: 1 }}
                />
                <Group gap={4} mt={28} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('workflows.moveUp', { label })}
                    disabled={index === 0}
                    onClick={() => rows.move(index, index - 1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('workflows.moveDown', { label })}
                    disabled={index === rows.fields.length - 1}
                    onClick={() => rows.move(index, index + 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('workflows.removeStep', { label })}
                    onClick={() => rows.remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              {step?.kind === 'milestone' && (
                <SimpleGrid cols={{ base: 1, sm: 4 }}>
                  <FormParamSelect
                    form={form}
                    name={`steps.${index}.milestone_type_id`}
                    param="milestone-types"
                    current={savedTypes}
                    label={t('workflows.step.milestone_type_id')}
                    aria-label={named(t('workflows.step.milestone_type_id'))}
                    required
                  />
                  {rights.map((right) => (
                    <FormSwitch
                      key={right}
                      form={form}
                      name={`steps.${index}.${right}`}
                      label={t(`workflows.step.${right}`)}
                      aria-label={named(t(`workflows.step.${right}`))}
                      mt={{ sm: 28 }}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Paper>
        )
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        onClick={() => rows.append(newStep)}
        data-testid="add-step"
      >
        {t('workflows.addStep')}
      </Button>
    </Stack>
  )
}
