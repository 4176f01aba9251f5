import { Button, Divider, Group, Paper, Stack, Textarea } from '@mantine/core'
import { type QuotationTemplate, UpdateQuotationTemplateBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { FormSwitch, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { CriteriaEditor } from './criteria-editor.tsx'

export type TemplateValues = UpdateQuotationTemplateBody & { version: number }

const criteriaOf = (template: QuotationTemplate | null) =>
  (template?.criteria ?? []).map(({ id: _, ...criterion }) => criterion)

// A template: its name, and the criteria suppliers answer, block by block. A user who may only look
// sees the same, read-only.
export function TemplateForm({
  template,
  readOnly,
  saving,
  onSave,
  onCancel,
}: {
  template: QuotationTemplate | null
  readOnly: boolean
  saving: boolean
  onSave: (values: TemplateValues, applyServerErrors: (error: unknown) => void) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('quotations')
  const form = useContractForm(UpdateQuotationTemplateBody, {
    name: template?.name ?? '',
    description: template?.description ?? null,
    active: template?.active ?? true,
    criteria: criteriaOf(template),
    version: template?.version ?? 0,
  })
  const submit = form.handleSubmit((values) => onSave(values as TemplateValues, form.applyServerErrors))
  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="lg">
          <Paper withBorder p="lg">
            <Stack>
              <FormTextInput
                form={form}
                name="name"
                label={t('templates.fields.name')}
                required
                data-autofocus
              />
              <Textarea
                label={t('templates.fields.description')}
                autosize
                minRows={2}
                {...form.register('description', nullIfBlank)}
                error={form.errorOf('description')}
              />
              <FormSwitch
                form={form}
                name="active"
                label={t('templates.fields.active')}
                description={t('templates.fields.activeHint')}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg">
            <CriteriaEditor form={form} />
          </Paper>
          {!readOnly && (
            <>
              <Divider />
              <Group justify="flex-end">
                <Button variant="default" onClick={onCancel}>
                  {t('app:cancel')}
                </Button>
                <Button type="submit" loading={saving}>
                  {t('app:save')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </fieldset>
    </form>
  )
}
