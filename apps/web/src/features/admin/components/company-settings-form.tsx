import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Company, locales, UpdateCompanyBody } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { sessionKeys } from '../../../lib/auth/session.ts'
import { FormSelect } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUpdateCompany } from '../api/company-mutations.ts'

// Optional registration numbers: an empty box is "none".

export function CompanySettingsForm({
  company,
  onSaved,
  onConflict,
}: {
  company: Company
  onSaved: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const update = useUpdateCompany()
  const form = useContractForm(UpdateCompanyBody, {
    name: company.name,
    org_number: company.org_number,
    vat_number: company.vat_number,
    locale: company.locale,
    version: company.version,
  })
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('settings.saved') })
        onSaved()
        // The navbar shows the company's name.
        void queryClient.invalidateQueries({ queryKey: sessionKeys.user })
      },
      onError: (error) => handleSaveError(error, form.applyServerErrors, onConflict),
    }),
  )
  return (
    <Paper withBorder p="lg" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('settings.name')}
              required
              {...form.register('name')}
              error={form.errorOf('name')}
            />
            <TextInput
              label={t('settings.type')}
              value={t(`settings.types.${company.type}`)}
              readOnly
              variant="filled"
            />
            <TextInput
              label={t('settings.orgNumber')}
              {...form.register('org_number', nullIfBlank)}
              error={form.errorOf('org_number')}
            />
            <TextInput
              label={t('settings.vatNumber')}
              {...form.register('vat_number', nullIfBlank)}
              error={form.errorOf('vat_number')}
            />
            <FormSelect
              form={form}
              name="locale"
              label={t('settings.locale')}
              description={t('settings.localeHint')}
              data={locales.map((locale) => ({ value: locale, label: t(`app:nav.languages.${locale}`) }))}
              allowDeselect={false}
            />
          </SimpleGrid>
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
