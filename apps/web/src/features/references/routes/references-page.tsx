import { Anchor, Group, Text } from '@mantine/core'
import {
  type QuotationStatus,
  quotationPath,
  type ReferenceDocument,
  type ReferenceSummary,
  referenceEndpoints,
  referenceKinds,
} from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'

// A delivery opens its order; a quotation its wizard while a draft, else its compare page.
const documentPath = (document: ReferenceDocument) =>
  document.kind === 'quotation'
    ? quotationPath({ id: document.id, status: document.status as QuotationStatus })
    : `/orders/${document.id}`

// /references (decision 0036): the references written on the company's orders, deliveries and
// quotations, each with the documents that carry it.
export function ReferencesPage() {
  const { t } = useTranslation('references')
  const documentLabel = (document: ReferenceDocument) => `${t(`kinds.${document.kind}`)} ${document.number}`
  const columns: ListColumn<ReferenceSummary>[] = [
    { key: 'reference', label: t('fields.reference'), sortField: 'reference', value: (row) => row.reference },
    {
      key: 'documents',
      label: t('fields.documents'),
      value: (row) => row.documents.map(documentLabel).join(', '),
      render: (row) => (
        <Group gap="xs">
          {row.documents.map((document) => (
            <Anchor
              key={`${document.kind}-${document.number}`}
              component={Link}
              to={documentPath(document)}
              size="sm"
              onClick={(event) => event.stopPropagation()}
            >
              {documentLabel(document)}
            </Anchor>
          ))}
          {row.document_count > row.documents.length && (
            <Text size="sm" c="dimmed">
              {t('more', { count: row.document_count - row.documents.length })}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'document_count',
      label: t('fields.documentCount'),
      sortField: 'document_count',
      value: (row) => String(row.document_count),
    },
    {
      key: 'last_used_at',
      label: t('fields.lastUsed'),
      sortField: 'last_used_at',
      value: (row) => formatDateTime(row.last_used_at),
    },
  ]
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListScreen
        id="references"
        title={t('title')}
        endpoint={referenceEndpoints.list}
        queryKey={['references']}
        columns={columns}
        filters={[
          {
            key: 'kind',
            label: t('fields.kind'),
            type: 'select',
            options: referenceKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
          },
        ]}
        rowKey={(row) => row.reference.toLowerCase()}
        defaultSort="-last_used_at"
      />
    </>
  )
}
