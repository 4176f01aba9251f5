import { Button, Group, Stack } from '@mantine/core'
import { type ContractSection, UpdateContractSectionBody } from '@scm/contracts'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUpdateContractSection } from '../api/contract-mutations.ts'
import { ContractSectionFields } from './contract-section-fields.tsx'
import type { OpenSectionEdits } from './open-section-edits.ts'

// A section's title and text edited in place, under the version it was read at: a stale one is the
// caller's conflict, which reloads the section and starts this form afresh from it.
export function ContractSectionForm({
  quotationId,
  section,
  onDone,
  onConflict,
  edits,
}: {
  quotationId: string
  section: ContractSection
  onDone: () => void
  onConflict: () => void
  edits?: OpenSectionEdits
}) {
  const { t } = useTranslation('quotations')
  const update = useUpdateContractSection(quotationId)
  const form = useContractForm(UpdateContractSectionBody, {
    title: section.title,
    description: section.description,
    version: section.version,
  })
  let saved = false
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ sectionId: section.id, body })
      saved = true
      onDone()
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, onConflict)
    }
  })
  // Leaving the wizard's step saves what was typed here (the step's own save).
  const saveIfChanged = async () => {
    const { title, description } = form.getValues()
    if (title === section.title && (description ?? null) === section.description) return true
    saved = false
    await submit()
    return saved
  }
  const latest = useRef(saveIfChanged)
  useEffect(() => {
    latest.current = saveIfChanged
  })
  useEffect(() => edits?.register(section.id, () => latest.current()), [edits, section.id])
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
