import { Anchor, Table, Text, Title } from '@mantine/core'
import { type Criterion, criterionBlocks, type QuotationComparison } from '@scm/contracts'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { notAvailable } from '../../../lib/format/format.ts'
import { quotationAnswerFileDownload } from '../api/answer-file-api.ts'
import { PreferredMark } from './preferred-mark.tsx'

type ComparedCriterion = QuotationComparison['criteria'][number]

// The criteria by block (rows) against the suppliers (columns), each answer marked against the
// preferred value; a file answer is the sent file, downloaded by its name.
export function ComparisonCriteria({ comparison }: { comparison: QuotationComparison }) {
  const { t } = useTranslation('quotations')
  const download = quotationAnswerFileDownload(comparison.id)
  const words = (criterion: Pick<Criterion, 'type'>, value: string) =>
    criterion.type === 'yes_no' ? t(`yesNo.${value}`) : value
  const preferred = (criterion: ComparedCriterion) => {
    if (criterion.preferred_value === null) return notAvailable()
    const value = words(criterion, criterion.preferred_value)
    return criterion.preferred_rule ? `${t(`preferredRules.${criterion.preferred_rule}`)} ${value}` : value
  }
  const blocks = criterionBlocks.filter((block) => comparison.criteria.some((c) => c.block === block))
  if (blocks.length === 0) return null
  return (
    <section aria-labelledby="compare-criteria">
      <Title order={2} fz="h4" mb="sm" id="compare-criteria">
        {t('compare.criteria')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder striped data-testid="compare-criteria">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('compare.criterion')}</Table.Th>
              <Table.Th>{t('compare.preferred')}</Table.Th>
              {comparison.suppliers.map((supplier) => (
                <Table.Th key={supplier.invite_id}>{supplier.name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {blocks.map((block) => (
              <Fragment key={block}>
                <Table.Tr>
                  <Table.Th colSpan={comparison.suppliers.length + 2} scope="colgroup" bg="gray.1">
                    {t(`blocks.${block}`)}
                  </Table.Th>
                </Table.Tr>
                {comparison.criteria
                  .filter((criterion) => criterion.block === block)
                  .map((criterion) => (
                    <Table.Tr key={criterion.id}>
                      <Table.Th scope="row" fw={400}>
                        <Text size="sm">
                          {criterion.name}
                          {criterion.required && ` (${t('compare.required')})`}
                        </Text>
                      </Table.Th>
                      <Table.Td>{preferred(criterion)}</Table.Td>
                      {comparison.suppliers.map((supplier) => {
                        const answer = criterion.answers.find((each) => each.invite_id === supplier.invite_id)
                        return (
                          <Table.Td key={supplier.invite_id}>
                            {answer?.file ? (
                              <Anchor
                                component="button"
                                type="button"
                                size="sm"
                                onClick={() => answer.file && void download(answer.file)}
                                data-testid="compare-answer-file"
                              >
                                {answer.file.file_name}
                              </Anchor>
                            ) : answer ? (
                              <PreferredMark
                                value={words(criterion, answer.value)}
                                met={answer.meets_preferred}
                              />
                            ) : (
                              notAvailable()
                            )}
                          </Table.Td>
                        )
                      })}
                    </Table.Tr>
                  ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  )
}
