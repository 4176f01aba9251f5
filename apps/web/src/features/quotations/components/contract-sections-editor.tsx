import { ActionIcon, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import type { ContractSectionKind } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { useCreateContractSection, useRemoveContractSection } from '../api/contract-mutations.ts'
import { contractQueries } from '../api/contract-queries.ts'
import { ContractSectionFields } from './contract-section-fields.tsx'
import { EditableContractSection } from './editable-contract-section.tsx'
import type { OpenSectionEdits } from './open-section-edits.ts'
import { newSectionValues, type QuotationForms } from './quotation-forms.ts'

type NewSectionForm = QuotationForms['contract']

// Adds the section written in the form; its refusal lands on the fields. True once saved.
export function useAddContractSection(form: NewSectionForm, quotationId: string | null) {
  const create = useCreateContractSection(quotationId ?? '')
  const add = async () => {
    let saved = false
    await form.handleSubmit(async (body) => {
      try {
        await create.mutateAsync(body)
        form.reset(newSectionValues)
        saved = true
      } catch (error) {
        presentError(error)
        form.applyServerErrors(error)
      }
    })()
    return saved
  }
  // Leaving the step saves a section written but not added yet, as the other steps save theirs.
  const addIfWritten = () => {
    const { title, description } = form.getValues()
    return title.trim() || description?.trim() ? add() : Promise.resolve(true)
  }
  return { add, addIfWritten, adding: create.isPending }
}

// The wizard's "condition of contract" step (spec §2.10): the buyer adds the contract's documents and
// negotiation topics, edits and deletes them; each is saved at once, under its own version (decision
// 0040).
export function ContractSectionsEditor({
  quotationId,
  form,
  onAdd,
  adding,
  edits,
}: {
  quotationId: string | null
  form: NewSectionForm
  onAdd: () => Promise<boolean>
  adding: boolean
  edits: OpenSectionEdits
}) {
  const { t } = useTranslation('quotations')
  if (!quotationId) return <Text c="dimmed">{t('contract.saveFirst')}</Text>
  return (
    <Stack gap="md" data-testid="contract-editor">
      <Sections quotationId={quotationId} edits={edits} />
      <Card withBorder padding="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void onAdd()
          }}
        >
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <SegmentedControl
                  aria-label={t('contract.kind')}
                  value={field.value}
                  onChange={(value) => field.onChange(value as ContractSectionKind)}
                  data={[
                    { value: 'topic', label: t('contract.kinds.topic') },
                    { value: 'document', label: t('contract.kinds.document') },
                  ]}
                />
              )}
            />
            <ContractSectionFields form={form} testId="contract" />
            <Group>
              <Button type="submit" loading={adding} data-testid="contract-add">
                {t('contract.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  )
}

function Sections({ quotationId, edits }: { quotationId: string; edits: OpenSectionEdits }) {
  const { t } = useTranslation('quotations')
  const confirm = useConfirm()
  const sections = useQuery(contractQueries.buyer(quotationId))
  const remove = useRemoveContractSection(quotationId)
  if (!sections.data) return <LoadState query={sections} />
  const ask = async (sectionId: string, title: string) => {
    const ok = await confirm({
      title: t('contract.deleteTitle'),
      message: t('contract.deleteMessage', { title }),
      confirmLabel: t('contract.delete'),
    })
    if (ok) await remove.mutateAsync(sectionId).catch(presentError)
  }
  if (sections.data.length === 0) return <Text c="dimmed">{t('contract.empty')}</Text>
  return sections.data.map((section) => (
    <EditableContractSection
      key={section.id}
      quotationId={quotationId}
      section={section}
      files="edit"
      edits={edits}
      actions={
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('contract.deleteNamed', { title: section.title })}
          onClick={() => void ask(section.id, section.title)}
          data-testid="contract-delete"
        >
          ✕
        </ActionIcon>
      }
    />
  ))
}

// The summary's line: how many topics are still open (spec "condition of contract").
export function OpenTopicsLine({ quotationId }: { quotationId: string }) {
  const { t } = useTranslation('quotations')
  const sections = useQuery(contractQueries.buyer(quotationId))
  if (!sections.data) return null
  const open = sections.data.filter((section) => section.kind === 'topic' && section.status === 'open').length
  return (
    <Text data-testid="open-topics">
      {t('contract.summary', { count: open, total: sections.data.length })}
    </Text>
  )
}
