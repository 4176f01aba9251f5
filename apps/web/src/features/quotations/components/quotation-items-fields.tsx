import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core'
import type { QuotationItem, QuotationItemsBody } from '@scm/contracts'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ArticlePicker, articleLabel } from '../../../ui/article-picker.tsx'
import { type BoundForm, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { shownError } from '../../../ui/form/shown-error.ts'

export type ItemsForm = BoundForm<QuotationItemsBody> & Pick<UseFormReturn<QuotationItemsBody>, 'watch'>

// The articles asked for, each with a quantity and, if the buyer has one, a target price.
export function QuotationItemsFields({ form, saved }: { form: ItemsForm; saved: QuotationItem[] }) {
  const { t } = useTranslation('quotations')
  const rows = useFieldArray({ control: form.control, name: 'items' })
  const values = form.watch('items') ?? []
  const savedLabel = (articleId: string | undefined) => {
    const item = saved.find((each) => each.article_id === articleId)
    return item
      ? { id: item.article_id, label: articleLabel({ code: item.article_code, name: item.article_name }) }
      : undefined
  }
  return (
    <Stack gap="xs" data-testid="quotation-items">
      <Title order={3} fz="h4">
        {t('wizard.items.title')}
      </Title>
      {rows.fields.length === 0 && <Text c="dimmed">{t('wizard.items.empty')}</Text>}
      {rows.fields.map((field, index) => {
        const row = t('wizard.items.row', { number: index + 1 })
        const named = (label: string) => `${label}, ${row}`
        const current = savedLabel(values[index]?.article_id)
        return (
          <Group key={field.id} align="flex-start" wrap="nowrap" data-testid="quotation-item-row">
            {/* The article picker asks the server as the user types: none of the bound fields is it. */}
            <Controller
              control={form.control}
              name={`items.${index}.article_id`}
              render={({ field: article, formState }) => (
                <ArticlePicker
                  label={t('wizard.items.article')}
                  aria-label={named(t('wizard.items.article'))}
                  required
                  value={article.value ?? null}
                  current={current}
                  onChange={(value) => article.onChange(value ?? undefined)}
                  onBlur={article.onBlur}
                  error={shownError(form, `items.${index}.article_id`, formState)}
                  style={{ flex: 3 }}
                />
              )}
            />
            <FormTextInput
              form={form}
              name={`items.${index}.quantity`}
              label={t('wizard.items.quantity')}
              aria-label={named(t('wizard.items.quantity'))}
              decimal
              required
              style={{ flex: 1 }}
            />
            <FormTextInput
              form={form}
              name={`items.${index}.target_price`}
              label={t('wizard.items.targetPrice')}
              aria-label={named(t('wizard.items.targetPrice'))}
              decimal
              nullable
              style={{ flex: 1 }}
            />
            <FormTextInput
              form={form}
              name={`items.${index}.note`}
              label={t('wizard.items.note')}
              aria-label={named(t('wizard.items.note'))}
              nullable
              style={{ flex: 2 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('wizard.items.remove', { name: current?.label ?? t('wizard.items.newRow') })}
              onClick={() => rows.remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        )
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        // Article and quantity start missing, so the contract names them as required, not as malformed.
        onClick={() => rows.append({ target_price: null, note: null } as never)}
      >
        {t('wizard.items.add')}
      </Button>
    </Stack>
  )
}
