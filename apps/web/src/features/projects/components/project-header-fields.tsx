import { SimpleGrid, Stack, Textarea } from '@mantine/core'
import type { UpdateProjectBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import {
  type BoundForm,
  FormDateInput,
  FormNumberInput,
  FormParamMultiSelect,
  FormParamSelect,
  FormSwitch,
  FormTextInput,
} from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'

export type ProjectHeaderForm = BoundForm<UpdateProjectBody>

// The fields of the header step and of the overview tab, so that the wizard validates them by name.
export const projectHeaderFields = [
  'code',
  'name',
  'season_id',
  'year',
  'buying_entity_id',
  'start_date',
  'end_date',
  'description',
  'active',
  'manager_ids',
  'member_ids',
  'purchaser_id',
] as const

// The project header (code and name, season and year, buying entity, period) and its people.
export function ProjectHeaderFields({ form, readOnly }: { form: ProjectHeaderForm; readOnly: boolean }) {
  const { t } = useTranslation('projects')
  return (
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
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FormParamMultiSelect
          form={form}
          name="manager_ids"
          param="users"
          label={t('fields.managers')}
          disabled={readOnly}
        />
        <FormParamMultiSelect
          form={form}
          name="member_ids"
          param="users"
          label={t('fields.members')}
          disabled={readOnly}
        />
        <FormParamSelect
          form={form}
          name="purchaser_id"
          param="users"
          label={t('fields.purchaser')}
          disabled={readOnly}
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.description')}
        autosize
        minRows={2}
        {...form.register('description', nullIfBlank)}
        error={form.errorOf('description')}
      />
      <FormSwitch form={form} name="active" label={t('fields.active')} description={t('hints.active')} />
    </Stack>
  )
}
