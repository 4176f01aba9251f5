import { Table, Text } from '@mantine/core'
import type { ProjectArticle } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText } from '../../../lib/format/format.ts'

// The project's articles as a table: the articles tab for those who may only look, and the summary.
export function ProjectArticlesTable({ articles }: { articles: ProjectArticle[] }) {
  const { t } = useTranslation('projects')
  if (articles.length === 0) return <Text c="dimmed">{t('articles.empty')}</Text>
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder striped data-testid="project-articles-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('articles.article')}</Table.Th>
            <Table.Th ta="right">{t('articles.quantity')}</Table.Th>
            <Table.Th ta="right">{t('articles.targetPrice')}</Table.Th>
            <Table.Th>{t('articles.supplierNote')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {articles.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{`${line.article_code} · ${line.article_name}`}</Table.Td>
              <Table.Td ta="right">{formatNumber(line.quantity)}</Table.Td>
              <Table.Td ta="right">
                {line.target_price === null
                  ? formatText(null)
                  : `${formatNumber(line.target_price)} ${line.currency ?? ''}`.trim()}
              </Table.Td>
              <Table.Td>{formatText(line.supplier_note)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
