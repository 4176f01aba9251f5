import { Button, Card, Grid, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { ProductionArticleOption, ProductionOrder, ProductionOrderBody } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useParams as useSharedLists } from '../../../lib/params/use-params.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { useCreateProductionOrder, useUpdateProductionOrder } from '../api/production-order-mutations.ts'
import { productionOrderQueries } from '../api/production-order-queries.ts'
import { ProductionOrderFields } from '../components/production-order-fields.tsx'
import { useProductionOrderForm } from '../components/production-order-form.ts'
import { ProductionOrderSidebar } from '../components/production-order-sidebar.tsx'

// /production-orders/create and /production-orders/:id/update: the order's fields beside its sidebar.
export function ProductionOrderEditPage() {
  const { t } = useTranslation('production-orders')
  const { id } = useParams()
  const order = useQuery({
    ...productionOrderQueries.detail(id ?? ''),
    enabled: Boolean(id),
    meta: { quiet: true },
  })
  const articles = useQuery(productionOrderQueries.articles())
  const [conflict, setConflict] = useState(false)
  if (order.error instanceof ApiError && order.error.status === 404) throw order.error
  if (id && !order.data) return <LoadState query={order} />
  if (!articles.data) return <LoadState query={articles} />
  const saved = order.data ?? null
  return (
    <>
      <PageHeader
        title={saved ? t('form.editTitle', { number: saved.number }) : t('form.createTitle')}
        description={t('form.description')}
      />
      <ConflictAlert show={conflict} />
      <ProductionOrderEditor
        key={saved ? `${saved.id}-${saved.version}` : 'new'}
        saved={saved}
        articles={withCurrentArticle(articles.data, saved)}
        onConflict={() => setConflict(true)}
      />
    </>
  )
}

// An order keeps its article in the choices even once the article no longer qualifies (archived).
function withCurrentArticle(articles: ProductionArticleOption[], order: ProductionOrder | null) {
  if (!order || articles.some((article) => article.id === order.article_id)) return articles
  const components = order.components.map((part) => ({
    article_code: part.article_code,
    article_name: part.article_name,
    unit: part.unit,
    bom_quantity: part.bom_quantity,
  }))
  return [
    { id: order.article_id, code: order.article_code, name: order.article_name, components },
    ...articles,
  ]
}

function ProductionOrderEditor({
  saved,
  articles,
  onConflict,
}: {
  saved: ProductionOrder | null
  articles: ProductionArticleOption[]
  onConflict: () => void
}) {
  const { t } = useTranslation('production-orders')
  const navigate = useNavigate()
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const lists = useSharedLists(['warehouses'])
  const form = useProductionOrderForm(saved)
  const create = useCreateProductionOrder()
  const update = useUpdateProductionOrder()
  const articleId = form.watch('article_id')
  const quantity = String(form.watch('planned_quantity') ?? '')
  const warehouseId = form.watch('warehouse_id')
  const draft = !saved || saved.status === 'draft'
  const save = (post: boolean) =>
    form.handleSubmit(async (body: ProductionOrderBody) => {
      const kind = post ? 'saveAndPost' : draft ? 'saveDraft' : 'save'
      const ok = await confirm({
        title: t(`form.${kind}Title`),
        message: t(`form.${kind}Message`),
        confirmLabel: t(`form.${kind}`),
      })
      if (!ok) return
      const request = saved
        ? update.mutateAsync({ id: saved.id, body: { ...body, post, version: saved.version } })
        : create.mutateAsync({ ...body, post })
      await request.then(
        (result) => {
          queryClient.setQueryData(productionOrderQueries.detail(result.id).queryKey, result)
          notifications.show({ color: 'green', message: t('form.saved', { number: result.number }) })
          navigate(`/production-orders/${result.id}`)
        },
        (error: unknown) =>
          handleSaveError(error, form.applyServerErrors, () => {
            onConflict()
            void queryClient.invalidateQueries({ queryKey: productionOrderQueries.all })
          }),
      )
    })
  const pending = create.isPending || update.isPending
  return (
    <form onSubmit={(event) => void save(false)(event)} noValidate>
      <Grid gap="lg" maw={1200}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder>
            <ProductionOrderFields form={form} articles={articles} />
            <Group justify="flex-end" mt="lg">
              <Button
                variant="default"
                onClick={() => navigate(saved ? `/production-orders/${saved.id}` : '/production-orders')}
              >
                {t('form.cancel')}
              </Button>
              <Button
                type="submit"
                variant={draft ? 'light' : 'filled'}
                loading={pending}
                data-testid="save-draft"
              >
                {t(draft ? 'form.saveDraft' : 'form.save')}
              </Button>
              {draft && (
                <Button onClick={() => void save(true)()} loading={pending} data-testid="save-and-post">
                  {t('form.saveAndPost')}
                </Button>
              )}
            </Group>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProductionOrderSidebar
            order={saved}
            article={articles.find((article) => article.id === articleId)}
            quantity={quantity}
            warehouseName={lists.data.warehouses.find((option) => option.id === warehouseId)?.name}
          />
        </Grid.Col>
      </Grid>
    </form>
  )
}
