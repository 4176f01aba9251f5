import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core'
import { currencies, type ProjectArticle, type ProjectArticlesBody } from '@scm/contracts'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ArticlePicker, articleLabel } from '../../../ui/article-picker.tsx'
import { type BoundForm, FormSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { shownError } from '../../../ui/form/shown-error.ts'

export type ArticlesForm = BoundForm<ProjectArticlesBody> & Pick<UseFormReturn<ProjectArticlesBody>, 'watch'>

// What the articles form starts from: the list as saved.
export const articlesValues = (saved: { articles: ProjectArticle[]; version: number } | null) => ({
  articles: (saved?.articles ?? []).map((line) => ({
    article_id: line.article_id,
    quantity: line.quantity,
    target_price: line.target_price,
    currency: line.currency,
    supplier_note: line.supplier_note,
  })),
  version: saved?.version ?? 0,
})

// The articles the project buys, each with the planned quantity and, if known, the price aimed at.
export function ProjectArticlesFields({ form, saved }: { form: ArticlesForm; saved: ProjectArticle[] }) {
  const { t } = useTranslation('projects')
  const rows = useFieldArray({ control: form.control, name: 'articles' })
  const values = form.watch('articles') ?? []
  const savedLabel = (articleId: string | undefined) => {
    const line = saved.find((each) => each.article_id === articleId)
    return line
      ? { id: line.article_id, label: articleLabel({ code: line.article_code, name: line.article_name }) }
      : undefined
  }
  return (
    <Stack gap="xs" data-testid="project-articles">
      {rows.fields.length === 0 && <Text c="dimmed">{t('articles.empty')}</Text>}
      {form.errorOf('articles') && (
        <Text c="red" size="sm" role="alert">
          {form.errorOf('articles')}
        </Text>
      )}
      {rows.fields.map((field, index) => {
        const row = t('articles.row', { number: index + 1 })
        const named = (label: string) => `${label}, ${row}`
        const current = savedLabel(values[index]?.article_id)
        return (
          <Group key={field.id} align="flex-start" wrap="nowrap" data-testid="project-article-row">
            {/* The article picker asks the server as the user types: none of the bound fields is it. */}
            <Controller
              control={form.control}
              name={`articles.${index}.article_id`}
              render={({ field: article, formState }) => (
                <ArticlePicker
                  label={t('articles.article')}
                  aria-label={named(t('articles.article'))}
                  required
                  value={article.value ?? null}
                  current={current}
                  onChange={(value) => article.onChange(value ?? undefined)}
                  onBlur={article.onBlur}
                  error={shownError(form, `articles.${index}.article_id`, formState)}
                  style={{ flex: 3 }}
                />
              )}
            />
            <FormTextInput
              form={form}
              name={`articles.${index}.quantity`}
              label={t('articles.quantity')}
              aria-label={named(t('articles.quantity'))}
              decimal
              required
              style={{ flex: 1 }}
            />
            <FormTextInput
              form={form}
              name={`articles.${index}.target_price`}
              label={t('articles.targetPrice')}
              aria-label={named(t('articles.targetPrice'))}
              decimal
              nullable
              style={{ flex: 1 }}
            />
            <FormSelect
              form={form}
              name={`articles.${index}.currency`}
              label={t('articles.currency')}
              aria-label={named(t('articles.currency'))}
              data={[...currencies]}
              searchable
              clearable
              style={{ flex: 1 }}
            />
            <FormTextInput
              form={form}
              name={`articles.${index}.supplier_note`}
              label={t('articles.supplierNote')}
              aria-label={named(t('articles.supplierNote'))}
              nullable
              style={{ flex: 2 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('articles.remove', { name: current?.label ?? t('articles.newRow') })}
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
        onClick={() => rows.append({ target_price: null, currency: 'SEK', supplier_note: null } as never)}
      >
        {t('articles.add')}
      </Button>
    </Stack>
  )
}
