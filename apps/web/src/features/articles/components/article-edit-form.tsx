import { Button, Card, Group, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Article } from '@scm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useUpdateArticle } from '../api/article-mutations.ts'
import { ArticleBomFields } from './article-bom-fields.tsx'
import { useArticleForm } from './article-form.ts'
import { DetailsSection, GeneralSection, InventorySection, ProductionSection } from './article-sections.tsx'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  )
}

// Every field of the article on one page, in the groups of the creation wizard.
export function ArticleEditForm(props: { article: Article; onConflict: () => void; onSaved: () => void }) {
  const { t } = useTranslation('articles')
  const form = useArticleForm(props.article)
  const update = useUpdateArticle()
  // mutateAsync, not mutate's callbacks: the saved version refetches and remounts this form (the
  // page keys it by version), and callbacks of an unmounted mutate never run.
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: props.article.id, body })
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, props.onConflict)
      return
    }
    notifications.show({ color: 'green', message: t('detail.saved') })
    props.onSaved()
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Section title={t('steps.general')}>
          <GeneralSection form={form} article={props.article} />
        </Section>
        <Section title={t('steps.details')}>
          <DetailsSection form={form} />
        </Section>
        <Section title={t('steps.production')}>
          <ProductionSection form={form} />
        </Section>
        <Section title={t('steps.bom')}>
          <ArticleBomFields form={form} articleId={props.article.id} known={props.article.components} />
        </Section>
        <Section title={t('steps.inventory')}>
          <InventorySection form={form} />
        </Section>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="article-save">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
