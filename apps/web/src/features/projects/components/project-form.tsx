import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core'
import { type Project, UpdateProjectBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import {
  FormDateInput,
  FormNumberInput,
  FormParamSelect,
  FormSwitch,
  FormTextInput,
} from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

export type ProjectValues = UpdateProjectBody & { version: number }

// The project header: code and name, the season and year it belongs to, the buying entity, its period.
// A user who may only look sees the same fields, read-only.
export function ProjectForm({
  project,
  readOnly,
  saving,
  onSave,
  onCancel,
}: {
  project: Project | null
  readOnly: boolean
  saving: boolean
  onSave: (values: ProjectValues, applyServerErrors: (error: unknown) => void) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('projects')
  const form = useContractForm(UpdateProjectBody, {
    code: project?.code ?? '',
    name: project?.name ?? '',
    season_id: project?.season_id ?? null,
    year: project?.year ?? null,
    buying_entity_id: project?.buying_entity_id ?? null,
    start_date: project?.start_date ?? null,
    end_date: project?.end_date ?? null,
    description: project?.description ?? null,
    active: project?.active ?? true,
    version: project?.version ?? 0,
  })
  const submit = form.handleSubmit((values) => onSave(values as ProjectValues, form.applyServerErrors))
  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextInput
              form={form}
              name="code"
              label={t('fields.code')}
              description={t('hints.code')}
              required
              data-autofocus
            />
            <FormTextInput form={form} name="name" label={t('fields.name')} required />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormParamSelect
              form={form}
              name="season_id"
              param="seasons"
              label={t('fields.season')}
              disabled={readOnly}
            />
            <FormNumberInput
              form={form}
              name="year"
              label={t('fields.year')}
              allowDecimal={false}
              allowNegative={false}
            />
            <FormParamSelect
              form={form}
              name="buying_entity_id"
              param="buying-entities"
              label={t('fields.buyingEntity')}
              disabled={readOnly}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormDateInput form={form} name="start_date" label={t('fields.startDate')} />
            <FormDateInput form={form} name="end_date" label={t('fields.endDate')} />
          </SimpleGrid>
          <Textarea
            label={t('fields.description')}
            autosize
            minRows={2}
            {...form.register('description', nullIfBlank)}
            error={form.errorOf('description')}
          />
          <FormSwitch form={form} name="active" label={t('fields.active')} description={t('hints.active')} />
          {!readOnly && (
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                {t('app:cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('app:save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  )
}
