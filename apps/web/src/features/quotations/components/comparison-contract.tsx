import { Button, Stack, Tabs, Text, Title } from '@mantine/core'
import { type QuotationComparison, quotationContractEndpoints } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../lib/api/call-api.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { contractQueries } from '../api/contract-queries.ts'
import { ContractSectionCard } from './contract-section-card.tsx'
import { ContractThread } from './contract-thread.tsx'

// The compare page's contract: each section, closed once agreed, with a thread per supplier asked.
export function ComparisonContract({ comparison }: { comparison: QuotationComparison }) {
  const { t } = useTranslation('quotations')
  const queryClient = useQueryClient()
  const id = comparison.id
  const sections = useQuery(contractQueries.buyer(id))
  if (!sections.data) return <LoadState query={sections} />
  const negotiable = comparison.status === 'in-progress' || comparison.status === 'awarded'
  const editable = comparison.status === 'in-progress'
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work()
    } catch (error) {
      presentError(error)
    }
    await queryClient.invalidateQueries({ queryKey: contractQueries.all })
  }
  return (
    <Stack gap="md" data-testid="compare-contract">
      <Title order={3}>{t('contract.title')}</Title>
      {sections.data.length === 0 && <Text c="dimmed">{t('contract.empty')}</Text>}
      {sections.data.map((section) => {
        const params = { id, sectionId: section.id }
        const body = { version: section.version }
        const toggle =
          section.status === 'open'
            ? () => callApi(quotationContractEndpoints.close, { params, body })
            : () => callApi(quotationContractEndpoints.reopen, { params, body })
        return (
          <ContractSectionCard
            key={section.id}
            section={section}
            files={editable ? 'edit' : 'read'}
            actions={
              editable && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void run(toggle)}
                  data-testid="contract-toggle"
                >
                  {section.status === 'open' ? t('contract.close') : t('contract.reopen')}
                </Button>
              )
            }
          >
            <Tabs defaultValue={comparison.suppliers[0]?.invite_id ?? null}>
              <Tabs.List>
                {comparison.suppliers.map((supplier) => (
                  <Tabs.Tab key={supplier.invite_id} value={supplier.invite_id}>
                    {supplier.name} (
                    {section.comments.filter((comment) => comment.invite_id === supplier.invite_id).length})
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {comparison.suppliers.map((supplier) => (
                <Tabs.Panel key={supplier.invite_id} value={supplier.invite_id} pt="sm">
                  <ContractThread
                    testId="contract-thread"
                    comments={section.comments.filter((comment) => comment.invite_id === supplier.invite_id)}
                    onComment={
                      negotiable && section.status === 'open'
                        ? (text) =>
                            run(() =>
                              callApi(quotationContractEndpoints.comment, {
                                params,
                                body: { invite_id: supplier.invite_id, body: text },
                              }),
                            )
                        : undefined
                    }
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          </ContractSectionCard>
        )
      })}
    </Stack>
  )
}
