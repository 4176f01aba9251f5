import { Button, Stack, Tabs, Text, Title } from '@mantine/core'
import { type ContractSection, type QuotationComparison, quotationContractEndpoints } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../lib/api/call-api.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { contractQueries } from '../api/contract-queries.ts'
import { ContractSectionCard } from './contract-section-card.tsx'
import { ContractThread } from './contract-thread.tsx'
import { EditableContractSection } from './editable-contract-section.tsx'

// The compare page's contract: each section, closed once agreed, with a thread per supplier asked. While
// the quotation is in progress the buyer also edits a section's title and text here.
export function ComparisonContract({ comparison }: { comparison: QuotationComparison }) {
  const { t } = useTranslation('quotations')
  const queryClient = useQueryClient()
  const [conflict, setConflict] = useState(false)
  const id = comparison.id
  const sections = useQuery(contractQueries.buyer(id))
  if (!sections.data) return <LoadState query={sections} />
  const negotiable = comparison.status === 'in-progress' || comparison.status === 'awarded'
  const editable = comparison.status === 'in-progress'
  // A close or reopen carries the section's version: a stale one is the conflict of any form. A comment
  // carries none, and its refusal (the section was closed meanwhile) says why.
  const run = async (work: () => Promise<unknown>, versioned = false) => {
    try {
      await work()
      setConflict(false)
    } catch (error) {
      if (versioned && isConflict(error)) setConflict(true)
      else presentError(error)
    }
    await queryClient.invalidateQueries({ queryKey: contractQueries.all })
  }
  return (
    <Stack gap="md" data-testid="compare-contract">
      <Title order={3}>{t('contract.title')}</Title>
      <ConflictAlert show={conflict} />
      {sections.data.length === 0 && <Text c="dimmed">{t('contract.empty')}</Text>}
      {sections.data.map((section) => (
        <ComparisonSection
          key={section.id}
          comparison={comparison}
          section={section}
          editable={editable}
          negotiable={negotiable}
          run={run}
        />
      ))}
    </Stack>
  )
}

// A section under negotiation: closed or reopened, and, while the quotation is in progress, edited.
function ComparisonSection({
  comparison,
  section,
  editable,
  negotiable,
  run,
}: {
  comparison: QuotationComparison
  section: ContractSection
  editable: boolean
  negotiable: boolean
  run: (work: () => Promise<unknown>, versioned?: boolean) => Promise<void>
}) {
  const { t } = useTranslation('quotations')
  const params = { id: comparison.id, sectionId: section.id }
  const body = { version: section.version }
  const toggle =
    section.status === 'open'
      ? () => callApi(quotationContractEndpoints.close, { params, body })
      : () => callApi(quotationContractEndpoints.reopen, { params, body })
  const comment =
    negotiable && section.status === 'open'
      ? (inviteId: string, text: string) =>
          run(() =>
            callApi(quotationContractEndpoints.comment, {
              params,
              body: { invite_id: inviteId, body: text },
            }),
          )
      : undefined
  const threads = <Threads comparison={comparison} section={section} onComment={comment} />
  if (!editable)
    return (
      <ContractSectionCard section={section} files="read">
        {threads}
      </ContractSectionCard>
    )
  return (
    <EditableContractSection
      quotationId={comparison.id}
      section={section}
      files="edit"
      actions={
        <Button
          size="xs"
          variant="light"
          onClick={() => void run(toggle, true)}
          data-testid="contract-toggle"
        >
          {section.status === 'open' ? t('contract.close') : t('contract.reopen')}
        </Button>
      }
    >
      {threads}
    </EditableContractSection>
  )
}

// One tab per supplier asked, each with that supplier's thread on the section.
function Threads({
  comparison,
  section,
  onComment,
}: {
  comparison: QuotationComparison
  section: ContractSection
  onComment?: (inviteId: string, text: string) => Promise<unknown>
}) {
  const commentsOf = (inviteId: string) =>
    section.comments.filter((comment) => comment.invite_id === inviteId)
  return (
    <Tabs defaultValue={comparison.suppliers[0]?.invite_id ?? null}>
      <Tabs.List>
        {comparison.suppliers.map((supplier) => (
          <Tabs.Tab key={supplier.invite_id} value={supplier.invite_id}>
            {supplier.name} ({commentsOf(supplier.invite_id).length})
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {comparison.suppliers.map((supplier) => (
        <Tabs.Panel key={supplier.invite_id} value={supplier.invite_id} pt="sm">
          <ContractThread
            testId="contract-thread"
            comments={commentsOf(supplier.invite_id)}
            onComment={onComment && ((text) => onComment(supplier.invite_id, text))}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
