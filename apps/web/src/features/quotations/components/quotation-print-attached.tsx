import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import {
  type ContractSection,
  contractSectionAttachments,
  type QuotationFile,
  type QuotationQuestion,
} from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/format/format.ts'
import { attachmentQueries } from '../../../ui/attachments/attachment-api.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { PrintSection } from './print-section.tsx'

// What the request carries besides its criteria, in the order the PDF prints it too: the FAQ, the
// library's documents and the condition of contract.
export function QuotationPrintAttached({
  questions,
  files,
  sections,
}: {
  questions: QuotationQuestion[]
  files: QuotationFile[]
  sections: ContractSection[]
}) {
  return (
    <>
      <Questions questions={questions} />
      <Files files={files} />
      <Contract sections={sections} />
    </>
  )
}

function Questions({ questions }: { questions: QuotationQuestion[] }) {
  const { t } = useTranslation('quotations')
  return (
    <PrintSection title={t('print.questions')} empty={questions.length === 0} testId="print-questions">
      {questions.map((question) => (
        <Stack key={question.question_id} gap={2} style={{ breakInside: 'avoid' }}>
          <Text size="sm" fw={600}>
            {question.question}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {question.answer}
          </Text>
        </Stack>
      ))}
    </PrintSection>
  )
}

// An expired version is still what was sent; the reader is told it no longer applies.
function Files({ files }: { files: QuotationFile[] }) {
  const { t } = useTranslation('quotations')
  const f = (key: string) => t(`print.files.${key}`)
  return (
    <PrintSection title={f('title')} empty={files.length === 0} testId="print-files">
      <Table withTableBorder aria-label={f('title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{f('document')}</Table.Th>
            <Table.Th>{f('version')}</Table.Th>
            <Table.Th>{f('file')}</Table.Th>
            <Table.Th>{f('validTo')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.version_id}>
              <Table.Td>{file.title}</Table.Td>
              <Table.Td>{file.number}</Table.Td>
              <Table.Td>{file.file_name}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {formatDate(file.valid_to)}
                  {file.expired && (
                    <Badge color="red" variant="light" size="sm">
                      {t('library.expired')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PrintSection>
  )
}

// Each section's title, what it says (and a document's files), and whether it is agreed; the suppliers' threads are not printed:
// what one supplier negotiates is no other's to read (decision 0040).
function Contract({ sections }: { sections: ContractSection[] }) {
  const { t } = useTranslation('quotations')
  const c = (key: string) => t(`print.contract.${key}`)
  return (
    <PrintSection title={t('contract.title')} empty={sections.length === 0} testId="print-contract">
      <Table withTableBorder aria-label={t('contract.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('section')}</Table.Th>
            <Table.Th>{c('kind')}</Table.Th>
            <Table.Th>{c('status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((section) => (
            <Table.Tr key={section.id}>
              <Table.Td>
                <Text size="sm">{section.title}</Text>
                {section.description && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {section.description}
                  </Text>
                )}
                {section.kind === 'document' && <SectionFileNames sectionId={section.id} />}
              </Table.Td>
              <Table.Td>{t(`contract.kinds.${section.kind}`)}</Table.Td>
              <Table.Td>
                <StatusBadge status={section.status} ns="quotations" prefix="contract." />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PrintSection>
  )
}

// A contract document's files by name, so the printed request says what is attached.
function SectionFileNames({ sectionId }: { sectionId: string }) {
  const { t } = useTranslation('quotations')
  const files = useQuery({
    ...attachmentQueries.list(contractSectionAttachments, sectionId),
    meta: { quiet: true },
  })
  if (!files.data?.length) return null
  return (
    <Text size="xs" c="dimmed" data-testid="print-contract-files">
      {t('print.contract.files', { names: files.data.map((file) => file.file_name).join(', ') })}
    </Text>
  )
}
