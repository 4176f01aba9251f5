import { Card, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Order, UpdateOrderBody } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { useWizard } from '../../../ui/wizard/use-wizard.ts'
import { validateFields } from '../../../ui/wizard/validate-fields.ts'
import { Wizard } from '../../../ui/wizard/wizard.tsx'
import { useSaveOrder } from '../api/order-mutations.ts'
import { orderQueries } from '../api/order-queries.ts'
import { OrderArticlesStep } from './order-articles-step.tsx'
import { OrderDeliveriesStep } from './order-deliveries-step.tsx'
import { OrderFiles } from './order-files.tsx'
import { useOrderForm } from './order-form.ts'
import { OrderHeaderStep } from './order-header-step.tsx'
import { OrderTextarea } from './order-inputs.tsx'
import { OrderSummary } from './order-summary.tsx'
import { errorPaths, orderDefaults, orderSteps, stepFields, stepOfField } from './order-values.ts'

// Spec §2.10 order creation wizard. Every step is checked by the contract and then the whole draft is
// saved (POST the first time, PUT with the version after), so nothing typed is lost between steps.
// The server's refusals land on their fields (deliveries.0.lines.1.qty), and a stale version shows
// the conflict alert with the order as it now is.
export function OrderWizard({ order, startStep }: { order: Order | null; startStep?: number }) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useOrderForm(order)
  const save = useSaveOrder()
  const [saved, setSaved] = useState(order)
  const [conflict, setConflict] = useState(false)
  const [checked, setChecked] = useState(false)
  const wizard = useWizard(orderSteps.length + 1, {
    active: startStep,
    reached: order ? orderSteps.length : 0,
  })
  const showStepOf = (paths: string[]) => {
    if (paths.length > 0) wizard.goTo(Math.min(...paths.map(stepOfField)))
  }
  const reload = async (id: string) => {
    const fresh = await queryClient.fetchQuery({ ...orderQueries.detail(id), staleTime: 0 })
    setSaved(fresh)
    form.reset(orderDefaults(fresh))
  }

  // Read while rendering: react-hook-form keeps isDirty up to date only for a form that reads it so.
  const { isDirty } = form.formState
  const persist = async (nextStep: number): Promise<boolean> => {
    if (saved && !isDirty) return true
    if (!(await form.trigger())) {
      showStepOf(errorPaths(form.formState.errors))
      return false
    }
    const { version, ...body } = UpdateOrderBody.parse(form.getValues())
    try {
      const result = await save.mutateAsync({
        id: saved?.id ?? null,
        body: saved ? { ...body, version } : body,
      })
      queryClient.setQueryData(orderQueries.detail(result.id).queryKey, result)
      setConflict(false)
      // The draft has an address now: a reload or a later visit resumes it.
      if (!saved)
        void navigate(`/orders/${result.id}/update`, {
          replace: true,
          state: { step: nextStep, created: true },
        })
      setSaved(result)
      form.reset(orderDefaults(result))
      return true
    } catch (error) {
      if (isConflict(error) && saved) {
        setConflict(true)
        await reload(saved.id)
        // The alert is above the wizard: the user sees why the form changed under them.
        window.scrollTo({ top: 0, behavior: 'smooth' })
        return false
      }
      presentError(error)
      form.applyServerErrors(error)
      if (error instanceof ApiError) showStepOf(Object.keys(error.fieldErrors))
      return false
    }
  }

  const content = {
    header: <OrderHeaderStep form={form} isNew={!saved} />,
    articles: <OrderArticlesStep form={form} saved={saved} checked={checked} />,
    deliveries: <OrderDeliveriesStep form={form} saved={saved} />,
    terms: (
      <Stack>
        <OrderTextarea
          form={form}
          name="terms_and_conditions"
          label={t('fields.terms')}
          description={t('wizard.termsHint')}
          minRows={10}
        />
        {saved && (
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {t('tabs.files')}
            </Title>
            <OrderFiles orderId={saved.id} order={saved} />
          </Stack>
        )}
      </Stack>
    ),
  }
  const finish = () => {
    if (!saved) return
    notifications.show({ color: 'green', message: t('wizard.saved', { number: saved.number }) })
    void navigate(`/orders/${saved.id}`)
  }
  return (
    <Stack>
      <ConflictAlert show={conflict} />
      <Card withBorder padding="lg">
        <Wizard
          state={wizard}
          steps={orderSteps.map((step) => ({ key: step, label: t(`steps.${step}`), content: content[step] }))}
          validateStep={async (index) => {
            const step = orderSteps[index]
            if (!step) return true
            setChecked(true)
            const passed = (await validateFields(form, stepFields[step])) && (await persist(index + 1))
            // Errors of fields not yet visited show again only after the next attempt.
            if (passed) setChecked(false)
            return passed
          }}
          summary={(goTo) => saved && <OrderSummary order={saved} goTo={goTo} />}
          onFinish={finish}
          finishLabel={t('wizard.finish')}
          finishing={save.isPending}
        />
      </Card>
    </Stack>
  )
}
