import { Anchor, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatText } from '../../../lib/format/format.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { partnerQueries } from '../api/partner-queries.ts'

// The supplier card's "articles" block (spec §2.10): the client's own articles that name this supplier
// as theirs or are shared with it (decision 0012), read-only; each opens the article.
export function SupplierArticles({ partnerCompanyId }: { partnerCompanyId: string | null }) {
  const { t } = useTranslation('partners')
  if (!partnerCompanyId)
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t('articles.external')}
      </Text>
    )
  return <ArticleTable partnerCompanyId={partnerCompanyId} />
}

function ArticleTable({ partnerCompanyId }: { partnerCompanyId: string }) {
  const { t } = useTranslation('partners')
  const articles = useQuery(partnerQueries.articles(partnerCompanyId))
  const rows = articles.data?.data ?? []
  const total = articles.data?.meta.total ?? 0
  return (
    <>
      <Text c="dimmed" size="sm" mb="sm">
        {t('articles.hint')}
      </Text>
      <LoadState query={articles} />
      {articles.data && rows.length === 0 && (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {t('articles.empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="supplier-articles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.article_code')}</Table.Th>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th>{t('fields.article_category')}</Table.Th>
                <Table.Th>{t('articles.relation')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((article) => (
                <Table.Tr key={article.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/products/${article.id}`} size="sm">
                      {article.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{article.name}</Table.Td>
                  <Table.Td>{formatText(article.category_name)}</Table.Td>
                  <Table.Td>
                    {article.supplier_company_id === partnerCompanyId
                      ? t('articles.supplies')
                      : t('articles.shared')}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={article.status} ns="partners" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > rows.length && (
        <Text c="dimmed" size="sm" mt="sm">
          {t('articles.more', { shown: rows.length, count: total })}
        </Text>
      )}
    </>
  )
}
