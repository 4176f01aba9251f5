import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { type Project, UpdateProjectBody } from '@scm/contracts'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { ParamSelect } from '../../../ui/param-select.tsx'

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
            <TextInput
              label={t('fields.code')}
              description={t('hints.code')}
              required
              data-autofocus
              {...form.register('code')}
              error={form.errorOf('code')}
            />
            <TextInput
              label={t('fields.name')}
              required
              {...form.register('name')}
              error={form.errorOf('name')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={form.control}
              name="season_id"
              render={({ field }) => (
                <ParamSelect
                  param="seasons"
                  label={t('fields.season')}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  disabled={readOnly}
                  error={form.errorOf('season_id')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="year"
              render={({ field }) => (
                <NumberInput
                  label={t('fields.year')}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  allowDecimal={false}
                  allowNegative={false}
                  error={form.errorOf('year')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="buying_entity_id"
              render={({ field }) => (
                <ParamSelect
                  param="buying-entities"
                  label={t('fields.buyingEntity')}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  disabled={readOnly}
                  error={form.errorOf('buying_entity_id')}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('fields.startDate')}
              {...form.register('start_date', nullIfBlank)}
              error={form.errorOf('start_date')}
            />
            <TextInput
              type="date"
              label={t('fields.endDate')}
              {...form.register('end_date', nullIfBlank)}
              error={form.errorOf('end_date')}
            />
          </SimpleGrid>
          <Textarea
            label={t('fields.description')}
            autosize
            minRows={2}
            {...form.register('description', nullIfBlank)}
            error={form.errorOf('description')}
          />
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t('fields.active')}
                description={t('hints.active')}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
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
