import { Card } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { articleSteps } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { useWizard } from '../../../ui/wizard/use-wizard.ts'
import { validateFields } from '../../../ui/wizard/validate-fields.ts'
import { Wizard } from '../../../ui/wizard/wizard.tsx'
import { useCreateArticle } from '../api/article-mutations.ts'
import { ArticleBomFields } from '../components/article-bom-fields.tsx'
import { useArticleForm } from '../components/article-form.ts'
import {
  DetailsSection,
  GeneralSection,
  InventorySection,
  ProductionSection,
} from '../components/article-sections.tsx'
import { ArticleSummary } from '../components/article-summary.tsx'

// Spec §2.10 "Article creation": five steps, each checked by the contract before the next, then a
// summary; the server's answer (a taken article ID, an unknown reference) lands on its field.
export function ArticleCreatePage() {
  const { t } = useTranslation('articles')
  const navigate = useNavigate()
  const form = useArticleForm(null)
  const create = useCreateArticle()
  const sections = [GeneralSection, DetailsSection, ProductionSection, ArticleBomSection, InventorySection]
  const steps = articleSteps.map((step, index) => {
    const Section = sections[index]!
    return { key: step.key, label: t(`steps.${step.key}`), content: <Section form={form} /> }
  })
  const wizard = useWizard(articleSteps.length + 1)
  // A refused field (a taken article ID, an unknown reference) sends the user to its step.
  const showStepOf = (fields: string[]) => {
    const step = articleSteps.findIndex((s) =>
      fields.some((field) => (s.fields as readonly string[]).includes(field.split('.')[0]!)),
    )
    if (step >= 0) wizard.goTo(step)
  }
  const finish = form.handleSubmit(
    ({ version: _, ...body }) =>
      create.mutate(body, {
        onSuccess: (article) => {
          notifications.show({ color: 'green', message: t('create.created', { code: article.code }) })
          void navigate(`/products/${article.id}`)
        },
        onError: (error) => {
          presentError(error)
          form.applyServerErrors(error)
          if (error instanceof ApiError) showStepOf(Object.keys(error.fieldErrors))
        },
      }),
    (errors) => showStepOf(Object.keys(errors)),
  )
  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <Card withBorder padding="lg">
        <Wizard
          state={wizard}
          steps={steps}
          validateStep={(index) => validateFields(form, articleSteps[index]?.fields ?? [])}
          summary={(goTo) => <ArticleSummary form={form} goTo={goTo} />}
          onFinish={() => void finish()}
          finishLabel={t('create.finish')}
          finishing={create.isPending}
        />
      </Card>
    </>
  )
}

function ArticleBomSection({ form }: { form: ReturnType<typeof useArticleForm> }) {
  return <ArticleBomFields form={form} />
}
