import { Button, Group, Stack } from '@mantine/core'
import { type Project, UpdateProjectBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { ProjectHeaderFields } from './project-header-fields.tsx'

export type ProjectValues = UpdateProjectBody & { version: number }

// What the header form starts from: the project as saved, or a new one.
export const projectValues = (project: Project | null): ProjectValues => ({
  code: project?.code ?? '',
  name: project?.name ?? '',
  season_id: project?.season_id ?? null,
  year: project?.year ?? null,
  buying_entity_id: project?.buying_entity_id ?? null,
  start_date: project?.start_date ?? null,
  end_date: project?.end_date ?? null,
  description: project?.description ?? null,
  active: project?.active ?? true,
  manager_ids: project?.manager_ids ?? [],
  member_ids: project?.member_ids ?? [],
  purchaser_id: project?.purchaser_id ?? null,
  version: project?.version ?? 0,
})

// The project's header on its overview tab. A user who may only look sees the same fields, read-only.
export function ProjectForm({
  project,
  readOnly,
  saving,
  onSave,
  onCancel,
}: {
  project: Project
  readOnly: boolean
  saving: boolean
  onSave: (values: ProjectValues, applyServerErrors: (error: unknown) => void) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('projects')
  const form = useContractForm(UpdateProjectBody, projectValues(project))
  const submit = form.handleSubmit((values) => onSave(values as ProjectValues, form.applyServerErrors))
  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack>
          <ProjectHeaderFields form={form} readOnly={readOnly} />
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
