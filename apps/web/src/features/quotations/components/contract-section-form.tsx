import { Button, Group, Stack } from '@mantine/core'
import { type ContractSection, UpdateContractSectionBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUpdateContractSection } from '../api/contract-mutations.ts'
import { ContractSectionFields } from './contract-section-fields.tsx'

// A section's title and text edited in place, under the version it was read at: a stale one is the
// caller's conflict, which reloads the section and starts this form afresh from it.
export function ContractSectionForm({
  quotationId,
  section,
  onDone,
  onConflict,
}: {
  quotationId: string
  section: ContractSection
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('quotations')
  const update = useUpdateContractSection(quotationId)
  const form = useContractForm(UpdateContractSectionBody, {
    title: section.title,
    description: section.description,
    version: section.version,
  })
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ sectionId: section.id, body })
      onDone()
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, onConflict)
    }
  })
  return (
    <form onSubmit={submit} noValidate data-testid="contract-section-form">
      <Stack gap="sm">
        <ContractSectionFields form={form} testId="contract-edit" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="contract-save">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
