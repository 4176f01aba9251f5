import { Stack, Text, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadState } from '../../../ui/load-state.tsx'
import type { contractQueries } from '../api/contract-queries.ts'
import { type ContractFiles, ContractSectionCard } from './contract-section-card.tsx'
import { ContractThread } from './contract-thread.tsx'

// The response's "contract details" step (spec §2.10): the buyer's sections with this supplier's own
// thread, and a comment box on each open one.
export function SupplierContract({
  query,
  comment,
  files,
}: {
  query: ReturnType<typeof contractQueries.invite>
  comment: (sectionId: string, body: string) => Promise<unknown>
  files: ContractFiles
}) {
  const { t } = useTranslation('quotations')
  const queryClient = useQueryClient()
  const sections = useQuery(query)
  if (!sections.data) return <LoadState query={sections} />
  const send = async (sectionId: string, body: string) => {
    await comment(sectionId, body)
    await queryClient.invalidateQueries({ queryKey: query.queryKey })
  }
  return (
    <Stack gap="md" data-testid="supplier-contract">
      <Title order={4}>{t('contract.title')}</Title>
      {sections.data.length === 0 && <Text c="dimmed">{t('contract.empty')}</Text>}
      {sections.data.map((section) => (
        <ContractSectionCard key={section.id} section={section} files={files}>
          <ContractThread
            comments={section.comments}
            testId="contract-thread"
            onComment={section.status === 'open' ? (body) => send(section.id, body) : undefined}
          />
        </ContractSectionCard>
      ))}
    </Stack>
  )
}
