import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Style, type StyleReview, StyleReviewBody, styleCriterionResults } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { useSaveStyleReview } from '../api/style-mutations.ts'
import { styleQueries } from '../api/style-queries.ts'
import { BlockCard } from './block-card.tsx'
import { ReviewResultBadge } from './style-badges.tsx'

const answers = (review: StyleReview) =>
  JSON.stringify(review.lines.map((line) => [line.criterion_id, line.result, line.comment]))

// A result not given yet is shown as an empty choice; "none" withdraws a result given before.
const none = 'none'

function ReviewForm({
  style,
  review,
  onConflict,
}: {
  style: Style
  review: StyleReview
  onConflict: () => void
}) {
  const { t } = useTranslation('styles')
  const saveReview = useSaveStyleReview()
  const form = useContractForm(StyleReviewBody, {
    results: review.lines.map((line) => ({
      criterion_id: line.criterion_id,
      result: line.result,
      comment: line.comment,
    })),
    version: review.version,
  })
  // As with the style's blocks: the form stays mounted while the review reloads after other saves,
  // and a result someone else changed since the form was filled is a conflict.
  const base = useRef(answers(review))
  const submit = form.handleSubmit(async ({ results }) => {
    if (answers(review) !== base.current) return onConflict()
    try {
      const saved = await saveReview.mutateAsync({ id: style.id, body: { results, version: review.version } })
      base.current = answers(saved)
      notifications.show({ color: 'green', message: t('review.saved') })
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, onConflict)
    }
  })
  const choices = [...styleCriterionResults, none].map((value) => ({
    value,
    label: t(`review.results.${value}`),
  }))
  return (
    <BlockCard
      title={t('review.title')}
      testId="style-review-form"
      saving={saveReview.isPending}
      onSubmit={submit}
    >
      <Group gap="xs">
        <Text size="sm">{t('review.verdict')}</Text>
        <ReviewResultBadge result={review.result} />
      </Group>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('criteria.name')}</Table.Th>
              <Table.Th>{t('criteria.preferredValue')}</Table.Th>
              <Table.Th>{t('review.result')}</Table.Th>
              <Table.Th>{t('review.comment')}</Table.Th>
              <Table.Th>{t('review.reviewed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {review.lines.map((line, index) => (
              <Table.Tr key={line.criterion_id} data-testid="review-line">
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={500}>
                      {line.criterion_name}
                    </Text>
                    {line.mandatory && (
                      <Badge size="xs" variant="outline" color="dark">
                        {t('criteria.mandatory')}
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{formatText(line.preferred_value)}</Table.Td>
                <Table.Td>
                  <Controller
                    control={form.control}
                    name={`results.${index}.result`}
                    render={({ field }) => (
                      <SegmentedControl
                        size="xs"
                        aria-label={`${t('review.result')}, ${line.criterion_name}`}
                        data={choices}
                        value={field.value ?? none}
                        onChange={(value) => field.onChange(value === none ? null : value)}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td miw={200}>
                  <TextInput
                    aria-label={`${t('review.comment')}, ${line.criterion_name}`}
                    {...form.register(`results.${index}.comment`, nullIfBlank)}
                    error={form.errorOf(`results.${index}.comment`)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatText(line.reviewed_by)}</Text>
                  <Text size="xs" c="dimmed">
                    {line.reviewed_at ? formatDateTime(line.reviewed_at) : ''}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </BlockCard>
  )
}

// The Criteria tab: the style judged against each of the company's style review criteria.
export function StyleReviewTab({ style, onConflict }: { style: Style; onConflict: () => void }) {
  const { t } = useTranslation('styles')
  const review = useQuery(styleQueries.review(style.id))
  if (!review.data) return <LoadState query={review} />
  if (review.data.lines.length === 0)
    return (
      <Text c="dimmed">
        {t('review.noCriteria')}{' '}
        <Anchor component={Link} to="/styles/review-criteria">
          {t('review.manageCriteria')}
        </Anchor>
      </Text>
    )
  return (
    <Stack>
      <ReviewForm key={review.data.version} style={style} review={review.data} onConflict={onConflict} />
      <Anchor component={Link} to="/styles/review-criteria" size="sm">
        {t('review.manageCriteria')}
      </Anchor>
    </Stack>
  )
}
