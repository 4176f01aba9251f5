import { SimpleGrid } from '@mantine/core'
import type { Agreement } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { TagList } from '../../../ui/tag-select.tsx'

type Part = 'overview' | 'financials' | 'integration'

// A credit rating of 1–5 as stars, with the number for those who do not see them.
export const stars = (rating: number | null) =>
  rating ? `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} (${rating}/5)` : formatText(null)

// The agreement's fields as read on a card, one part at a time.
export function AgreementDetails({ agreement, part }: { agreement: Agreement; part: Part }) {
  const { t } = useTranslation('partners')
  const categories = useParams(['company-categories']).data['company-categories']
  const field = (name: string, value: React.ReactNode) => (
    <DetailField key={name} label={t(`fields.${name}`)}>
      {value}
    </DetailField>
  )
  const parts: Record<Part, React.ReactNode[]> = {
    overview: [
      field('status', <StatusBadge status={agreement.status} ns="partners" />),
      field('internal_id', formatText(agreement.internal_id)),
      field('org_number', formatText(agreement.org_number)),
      field('vat_number', formatText(agreement.vat_number)),
      field('email', formatText(agreement.email)),
      field('country', formatText(agreement.country)),
      field(
        'category_ids',
        formatText(
          agreement.category_ids
            .map((id) => categories.find((item) => item.id === id)?.name ?? '')
            .join(', '),
        ),
      ),
      field('tag_ids', <TagList tags={agreement.tags} />),
      field('on_platform', agreement.counterparty_company_id ? t('values.onPlatform') : t('values.external')),
      field('updated_at', formatDateTime(agreement.updated_at)),
    ],
    financials: [
      field('credit_rating', stars(agreement.credit_rating)),
      field(
        'turnover',
        agreement.turnover
          ? `${formatNumber(agreement.turnover, 2)} ${agreement.currency ?? ''}`
          : formatText(null),
      ),
      field('currency', formatText(agreement.currency)),
    ],
    integration: [
      field('external_system_id', formatText(agreement.external_system_id)),
      field('edi_code', formatText(agreement.edi_code)),
    ],
  }
  return <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{parts[part]}</SimpleGrid>
}
