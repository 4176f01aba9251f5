import { Grid, Paper, Stack, Text } from '@mantine/core'
import { type Style, StyleOverviewBlock } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { TagList } from '../../../ui/tag-select.tsx'
import { BlockCard } from './block-card.tsx'
import { ReviewResultBadge, StyleStatusBadge } from './style-badges.tsx'
import { StyleOverviewFields } from './style-overview-fields.tsx'
import { useBlockSave } from './use-block-save.ts'

// The Overview block of a style, as its form holds it.
const overviewOf = (style: Style) => ({
  style_number: style.style_number,
  name: style.name,
  internal_name: style.internal_name,
  vendor_no: style.vendor_no,
  item_category_code_id: style.item_category_code?.id ?? null,
  season_ids: style.seasons.map((season) => season.id),
  delivery_drop_code_ids: style.delivery_drop_codes.map((code) => code.id),
  tag_ids: style.tag_ids,
  net_weight: style.net_weight,
})

function OverviewForm({ style, onConflict }: { style: Style; onConflict: () => void }) {
  const { t } = useTranslation('styles')
  const { save, saving } = useBlockSave(style, overviewOf, onConflict)
  const form = useContractForm(StyleOverviewBlock, overviewOf(style))
  return (
    <BlockCard
      title={t('detail.header')}
      testId="style-overview-form"
      saving={saving}
      readOnly={style.status === 'archived'}
      onSubmit={form.handleSubmit((values) => save(values, form.applyServerErrors))}
    >
      <StyleOverviewFields form={form} tags={style.tags} />
    </BlockCard>
  )
}

// What a buyer checks first: status, who makes it, how it was reviewed and who can see it.
function Summary({ style }: { style: Style }) {
  const { t } = useTranslation('styles')
  const main = style.suppliers.find((supplier) => supplier.is_default)
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <DetailField label={t('fields.status')}>
          <StyleStatusBadge status={style.status} />
        </DetailField>
        <DetailField label={t('fields.review')}>
          <ReviewResultBadge result={style.review_result} />
        </DetailField>
        <DetailField label={t('fields.defaultSupplier')}>{formatText(main?.supplier_name)}</DetailField>
        <DetailField label={t('fields.tags')}>
          <TagList tags={style.tags} />
        </DetailField>
        <DetailField label={t('fields.colourCount')}>
          {style.colours.length > 0
            ? style.colours.map((colour) => colour.name).join(', ')
            : t('detail.none')}
        </DetailField>
        <DetailField label={t('fields.sharedWith')}>
          {style.shared_with.length > 0 ? (
            style.shared_with.map((partner) => <Text key={partner.id}>{partner.name}</Text>)
          ) : (
            <Text c="dimmed">{t('share.notShared')}</Text>
          )}
        </DetailField>
        <DetailField label={t('fields.createdAt')}>{formatDateTime(style.created_at)}</DetailField>
        <DetailField label={t('fields.updatedAt')}>{formatDateTime(style.updated_at)}</DetailField>
      </Stack>
    </Paper>
  )
}

export function StyleOverviewTab({ style, onConflict }: { style: Style; onConflict: () => void }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <OverviewForm style={style} onConflict={onConflict} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Summary style={style} />
      </Grid.Col>
    </Grid>
  )
}
