import { Button, Group, Stack, Text } from '@mantine/core'
import type { Quotation } from '@scm/contracts'
import { IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { type SummarySection, WizardSummary } from '../../../ui/wizard/wizard-summary.tsx'
import { quotationSteps, stepBlocks } from './quotation-forms.ts'

// The draft as saved, step by step, with a way back to each step and to its printable page.
export function QuotationSummaryView({
  quotation,
  goTo,
}: {
  quotation: Quotation
  goTo: (step: number) => void
}) {
  const { t } = useTranslation('quotations')
  const params = useParams(['projects'])
  const project = params.data.projects.find((option) => option.id === quotation.project_id)?.name
  const general: SummarySection = {
    title: t('wizard.steps.general'),
    step: 0,
    items: [
      { label: t('list.fields.name'), value: quotation.name },
      { label: t('list.fields.reference'), value: formatText(quotation.reference) },
      { label: t('list.fields.assignee'), value: formatText(quotation.assignee_name) },
      { label: t('list.fields.project'), value: formatText(project) },
      {
        label: t('list.fields.deadline'),
        value: formatText(quotation.deadline && formatDate(quotation.deadline)),
      },
      {
        label: t('list.fields.dueDate'),
        value: formatText(quotation.due_date && formatDate(quotation.due_date)),
      },
      {
        label: t('list.fields.budget'),
        value: formatText(quotation.budget && `${formatNumber(quotation.budget, 2)} ${quotation.currency}`),
      },
      { label: t('wizard.template'), value: formatText(quotation.template_name) },
      {
        label: t('wizard.suppliers.title'),
        value:
          quotation.suppliers.length === 0
            ? t('wizard.summary.none')
            : quotation.suppliers
                .map((supplier) =>
                  supplier.supplier_id
                    ? supplier.name
                    : `${supplier.name} (${t('wizard.suppliers.external')})`,
                )
                .join(', '),
      },
    ],
  }
  const lines = (values: string[]) =>
    values.length === 0 ? (
      t('wizard.summary.none')
    ) : (
      <Stack gap={2}>
        {values.map((value) => (
          <Text key={value} size="sm">
            {value}
          </Text>
        ))}
      </Stack>
    )
  // Saved with the general step.
  const library: SummarySection = {
    title: t('library.title'),
    step: 0,
    items: [
      {
        label: t('library.questions'),
        value: lines(quotation.questions.map((question) => question.question)),
      },
      {
        label: t('library.files'),
        value: lines(
          quotation.files.map(
            (file) =>
              `${t('library.fileTitle', { title: file.title, number: file.number })}${file.expired ? ` · ${t('library.expired')}` : ''}`,
          ),
        ),
      },
    ],
  }
  const criteriaSections = quotationSteps.flatMap((step, index): SummarySection[] => {
    if (step === 'general' || step === 'contract') return []
    const items = stepBlocks[step].map((block) => {
      const inBlock = quotation.criteria.filter((criterion) => criterion.block === block)
      const required = inBlock.filter((criterion) => criterion.required).length
      return {
        label: t(`blocks.${block}`),
        value:
          inBlock.length === 0
            ? t('wizard.summary.none')
            : `${t('criteria.count', { count: inBlock.length })}, ${t('wizard.summary.required', { count: required })}`,
      }
    })
    if (step === 'production')
      items.unshift({
        label: t('wizard.items.title'),
        value:
          quotation.items.length === 0
            ? t('wizard.summary.none')
            : quotation.items
                .map((item) => `${item.article_code} × ${formatNumber(item.quantity)}`)
                .join(', '),
      })
    return [{ title: t(`wizard.steps.${step}`), step: index, items }]
  })
  return (
    <Stack>
      <Group justify="flex-end">
        <Button
          component={Link}
          to={`/quotations/${quotation.id}/print`}
          variant="default"
          leftSection={<IconPrinter size={16} />}
        >
          {t('print.open')}
        </Button>
      </Group>
      <WizardSummary sections={[general, library, ...criteriaSections]} goTo={goTo} />
    </Stack>
  )
}
