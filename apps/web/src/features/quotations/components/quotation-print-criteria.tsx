import { Stack, Table, Text, Title } from '@mantine/core'
import { type Criterion, criterionBlocks } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, notAvailable } from '../../../lib/format/format.ts'

// One set of column widths, so that the five blocks' tables line up one under the other.
const widths = ['32%', '16%', '12%', '18%', '22%']

// The criteria suppliers answer, in the spec's five blocks and their order, each block printed even
// when empty so that a reader sees nothing was asked there.
export function QuotationPrintCriteria({ criteria }: { criteria: Criterion[] }) {
  const { t } = useTranslation('quotations')
  const c = (key: string) => t(`criteria.${key}`)
  const preferred = (criterion: Criterion) => {
    const value = criterion.preferred_value
    if (value === null) return notAvailable()
    if (criterion.type === 'yes_no') return t(`yesNo.${value}`)
    if (criterion.type !== 'number') return value
    return `${criterion.preferred_rule ? `${t(`preferredRules.${criterion.preferred_rule}`)} ` : ''}${formatNumber(value)}`
  }
  return (
    <Stack gap="xs" data-testid="print-criteria">
      <Title order={2} fz="h4">
        {t('print.criteria')}
      </Title>
      {criterionBlocks.map((block) => {
        const inBlock = criteria.filter((criterion) => criterion.block === block)
        return (
          <Stack key={block} gap={4}>
            <Title order={3} fz="h5">
              {t(`blocks.${block}`)}
            </Title>
            {inBlock.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('print.none')}
              </Text>
            ) : (
              <Table withTableBorder layout="fixed" aria-label={t(`blocks.${block}`)}>
                <Table.Thead>
                  <Table.Tr>
                    {['name', 'type', 'required', 'preferredValue', 'options'].map((key, index) => (
                      <Table.Th key={key} w={widths[index]}>
                        {c(key)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {inBlock.map((criterion) => (
                    <Table.Tr key={criterion.id}>
                      <Table.Td>
                        <Text size="sm">{criterion.name}</Text>
                        {criterion.description && (
                          <Text size="xs" c="dimmed">
                            {criterion.description}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{t(`criterionTypes.${criterion.type}`)}</Table.Td>
                      <Table.Td>{t(`yesNo.${criterion.required ? 'yes' : 'no'}`)}</Table.Td>
                      <Table.Td>{preferred(criterion)}</Table.Td>
                      <Table.Td>
                        {criterion.options.length ? criterion.options.join(', ') : notAvailable()}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        )
      })}
    </Stack>
  )
}
