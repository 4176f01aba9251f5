import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { ContractSection, Quotation } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { PrintSection } from './print-section.tsx'
import { QuotationPrintAttached } from './quotation-print-attached.tsx'
import { QuotationPrintCriteria } from './quotation-print-criteria.tsx'

// What the buyer asks, of whom, by which criteria, with which questions, documents and contract terms:
// the printable request for quotation.
export function QuotationPrintSheet({
  quotation,
  sections,
}: {
  quotation: Quotation
  sections: ContractSection[]
}) {
  const { t } = useTranslation('quotations')
  const f = (key: string) => t(`list.fields.${key}`)
  const params = useParams(['projects'])
  const project = params.data.projects.find((option) => option.id === quotation.project_id)?.name
  const budget = quotation.budget && `${formatNumber(quotation.budget, 2)} ${quotation.currency}`
  return (
    <Stack gap="lg" data-testid="quotation-print">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} fz="h2">
            {t('print.title', { number: quotation.number })}
          </Title>
          <StatusBadge status={quotation.status} ns="quotations" />
        </Group>
        <Text size="lg">{quotation.name}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <DetailField label={f('number')}>{quotation.number}</DetailField>
        <DetailField label={f('reference')}>{formatText(quotation.reference)}</DetailField>
        <DetailField label={f('status')}>{t(`status.${quotation.status}`)}</DetailField>
        <DetailField label={f('assignee')}>{formatText(quotation.assignee_name)}</DetailField>
        <DetailField label={f('project')}>{formatText(project)}</DetailField>
        <DetailField label={f('deadline')}>{formatDate(quotation.deadline)}</DetailField>
        <DetailField label={f('dueDate')}>{formatDate(quotation.due_date)}</DetailField>
        <DetailField label={f('currency')}>{quotation.currency}</DetailField>
        <DetailField label={f('budget')}>{formatText(budget)}</DetailField>
      </SimpleGrid>
      {quotation.description && (
        <DetailField label={t('print.description')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {quotation.description}
          </Text>
        </DetailField>
      )}
      <Suppliers quotation={quotation} />
      <Items quotation={quotation} />
      <QuotationPrintCriteria criteria={quotation.criteria} />
      <QuotationPrintAttached questions={quotation.questions} files={quotation.files} sections={sections} />
    </Stack>
  )
}

function Suppliers({ quotation }: { quotation: Quotation }) {
  const { t } = useTranslation('quotations')
  const s = (key: string) => t(`wizard.suppliers.${key}`)
  return (
    <PrintSection title={s('title')} empty={quotation.suppliers.length === 0}>
      <Table withTableBorder data-testid="print-suppliers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{s('supplier')}</Table.Th>
            <Table.Th>{s('email')}</Table.Th>
            <Table.Th>{s('orgNumber')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotation.suppliers.map((supplier) => (
            <Table.Tr key={supplier.id}>
              <Table.Td>
                {supplier.supplier_id ? supplier.name : `${supplier.name} (${s('external')})`}
              </Table.Td>
              <Table.Td>{formatText(supplier.email)}</Table.Td>
              <Table.Td>{formatText(supplier.org_number)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PrintSection>
  )
}

function Items({ quotation }: { quotation: Quotation }) {
  const { t } = useTranslation('quotations')
  const i = (key: string) => t(`wizard.items.${key}`)
  return (
    <PrintSection title={i('title')} empty={quotation.items.length === 0}>
      <Table withTableBorder data-testid="print-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('print.code')}</Table.Th>
            <Table.Th>{i('article')}</Table.Th>
            <Table.Th ta="right">{i('quantity')}</Table.Th>
            <Table.Th ta="right">{i('targetPrice')}</Table.Th>
            <Table.Th>{i('note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotation.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.article_code}</Table.Td>
              <Table.Td>{item.article_name}</Table.Td>
              <Table.Td ta="right">{formatNumber(item.quantity)}</Table.Td>
              <Table.Td ta="right">
                {formatText(item.target_price && `${formatNumber(item.target_price)} ${quotation.currency}`)}
              </Table.Td>
              <Table.Td>{formatText(item.note)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PrintSection>
  )
}
