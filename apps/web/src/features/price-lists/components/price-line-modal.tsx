import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type PriceList, type PriceListLine, UpdatePriceListLineBody } from '@scm/contracts'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { ArticlePicker } from '../../../ui/article-picker.tsx'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { FormParamMultiSelect, FormParamSelect } from '../../../ui/form/form-fields.tsx'
import { RecordModal } from '../../../ui/form/record-form-modal.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useSaveLine } from '../api/price-list-mutations.ts'

function LineForm({
  list,
  line,
  onDone,
}: {
  list: PriceList
  line: PriceListLine | null
  onDone: () => void
}) {
  const { t } = useTranslation('price-lists')
  const save = useSaveLine(list.id)
  const form = useContractForm(UpdatePriceListLineBody, {
    article_id: line?.article_id ?? '',
    vat_id: line?.vat_id ?? null,
    gross_price: line?.gross_price ?? '',
    discount: line?.discount ?? '0',
    internal_categories: line?.internal_categories ?? [],
    version: line?.version ?? 0,
  })
  const submit = form.handleSubmit(({ version, ...body }) =>
    save.mutate(
      { lineId: line?.id ?? null, body: line ? { ...body, version } : body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('lines.saved') })
          onDone()
        },
        onError: (error) => {
          if (!isConflict(error)) form.applyServerErrors(error)
          presentError(error)
        },
      },
    ),
  )
  const unit = list.discount_type === 'percentage' ? '%' : list.currency
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Controller
          control={form.control}
          name="article_id"
          render={({ field }) => (
            <ArticlePicker
              label={t('lines.article')}
              required
              data-autofocus
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              current={
                line
                  ? { id: line.article_id, label: `${line.article_code} · ${line.article_name}` }
                  : undefined
              }
              error={form.errorOf('article_id')}
              data-testid="line-article"
            />
          )}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={`${t('lines.grossPrice')} (${list.currency})`}
            required
            inputMode="decimal"
            {...form.register('gross_price', decimalInput())}
            error={form.errorOf('gross_price')}
          />
          <TextInput
            label={`${t('lines.discount')} (${unit})`}
            inputMode="decimal"
            {...form.register('discount', decimalInput())}
            error={form.errorOf('discount')}
          />
        </SimpleGrid>
        <FormParamSelect form={form} name="vat_id" param="vats" label={t('lines.vat')} />
        <FormParamMultiSelect
          form={form}
          name="internal_categories"
          param="product-categories"
          label={t('lines.internalCategories')}
          description={t('lines.internalCategoriesHint')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// line: null to add an article to the list, a line to change its price.
export function PriceLineModal({
  list,
  line,
  opened,
  onClose,
}: {
  list: PriceList
  line: PriceListLine | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('price-lists')
  return (
    <RecordModal
      record={line}
      opened={opened}
      onClose={onClose}
      title={line ? t('lines.edit') : t('lines.add')}
      size="lg"
    >
      {(record, { onDone }) => <LineForm list={list} line={record} onDone={onDone} />}
    </RecordModal>
  )
}
