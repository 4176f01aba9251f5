import { Card, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Quotation } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { presentError } from '../../../lib/api/present-error.ts'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { useWizard } from '../../../ui/wizard/use-wizard.ts'
import { validateFields } from '../../../ui/wizard/validate-fields.ts'
import { Wizard } from '../../../ui/wizard/wizard.tsx'
import {
  useSaveQuotationCriteria,
  useSaveQuotationGeneral,
  useSaveQuotationItems,
} from '../api/quotation-mutations.ts'
import { quotationQueries } from '../api/quotation-queries.ts'
import { CriteriaEditor } from './criteria-editor.tsx'
import { type QuotationStep, quotationSteps, stepBlocks, useQuotationForms } from './quotation-forms.ts'
import { generalFields, QuotationGeneralFields } from './quotation-general-fields.tsx'
import { QuotationItemsFields } from './quotation-items-fields.tsx'
import { QuotationSummaryView } from './quotation-summary-view.tsx'

// Spec §2.10 quotation creation. Leaving a step checks it by the contract and saves it as the draft's
// (the first save makes the draft), so nothing typed is lost between steps; a stale version shows the
// conflict alert with the quotation as it now is.
export function QuotationWizard({
  quotation,
  startStep,
}: {
  quotation: Quotation | null
  startStep?: number
}) {
  const { t } = useTranslation('quotations')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const forms = useQuotationForms(quotation)
  const [saved, setSaved] = useState(quotation)
  const [conflict, setConflict] = useState(false)
  const saveGeneral = useSaveQuotationGeneral()
  const saveCriteria = useSaveQuotationCriteria()
  const saveItems = useSaveQuotationItems()
  const wizard = useWizard(quotationSteps.length + 1, {
    active: startStep,
    reached: quotation ? quotationSteps.length : 0,
  })
  // Read while rendering: react-hook-form keeps isDirty up to date only for a form that reads it so.
  const dirty = {
    general: forms.general.formState.isDirty,
    criteria: forms.criteria.formState.isDirty,
    items: forms.items.formState.isDirty,
  }

  // Runs one save; a conflict reloads every step from the server, a refusal lands on its fields.
  const attempt = async (work: () => Promise<Quotation>, applyServerErrors: (error: unknown) => void) => {
    try {
      const result = await work()
      queryClient.setQueryData(quotationQueries.detail(result.id).queryKey, result)
      setSaved(result)
      setConflict(false)
      forms.reset(result)
      return result
    } catch (error) {
      if (isConflict(error) && saved) {
        setConflict(true)
        forms.reset(await queryClient.fetchQuery({ ...quotationQueries.detail(saved.id), staleTime: 0 }))
        window.scrollTo({ top: 0, behavior: 'smooth' })
        return null
      }
      presentError(error)
      applyServerErrors(error)
      return null
    }
  }

  const persistGeneral = async (nextStep: number) => {
    if (!(await validateFields(forms.general, generalFields))) return false
    if (saved && !dirty.general) return true
    const { template_id, ...body } = forms.general.getValues()
    const result = await attempt(
      () =>
        saveGeneral.mutateAsync(
          saved
            ? { id: saved.id, body: { ...body, version: saved.version } }
            : { id: null, body: { ...body, template_id } },
        ),
      forms.general.applyServerErrors,
    )
    // The draft has an address now: a reload or a later visit resumes it; this wizard stays mounted.
    if (result && !saved)
      void navigate(`/quotations/${result.id}/update`, {
        replace: true,
        state: { step: nextStep, created: true },
      })
    return result !== null
  }

  // A criteria step checks its own blocks' rows, then saves the whole list.
  const persistCriteria = async (step: QuotationStep) => {
    const criteria = forms.criteria.getValues('criteria') ?? []
    const rows = criteria.flatMap((criterion, index) =>
      stepBlocks[step].includes(criterion.block) ? [`criteria.${index}`] : [],
    )
    if (!(await validateFields(forms.criteria, rows))) return false
    if (!saved || !dirty.criteria) return true
    const body = { criteria, version: saved.version }
    return (
      (await attempt(
        () => saveCriteria.mutateAsync({ id: saved.id, body }),
        forms.criteria.applyServerErrors,
      )) !== null
    )
  }

  const persistItems = async () => {
    if (!(await validateFields(forms.items, ['items']))) return false
    if (!saved || !dirty.items) return true
    const body = { items: forms.items.getValues('items') ?? [], version: saved.version }
    return (
      (await attempt(() => saveItems.mutateAsync({ id: saved.id, body }), forms.items.applyServerErrors)) !==
      null
    )
  }

  const persist = async (index: number) => {
    const step = quotationSteps[index]
    if (!step) return true
    if (step === 'general') return persistGeneral(index + 1)
    if (step === 'production' && !(await persistItems())) return false
    return persistCriteria(step)
  }

  const criteriaOf = (step: QuotationStep) => (
    <CriteriaEditor form={forms.criteria} blocks={stepBlocks[step]} />
  )
  const content: Record<QuotationStep, React.ReactNode> = {
    general: (
      <QuotationGeneralFields
        form={forms.general}
        templateName={saved ? (saved.template_name ?? '') : null}
      />
    ),
    criteria: criteriaOf('criteria'),
    financial: criteriaOf('financial'),
    production: (
      <Stack gap="xl">
        <QuotationItemsFields form={forms.items} saved={saved?.items ?? []} />
        {criteriaOf('production')}
      </Stack>
    ),
    quality: criteriaOf('quality'),
  }
  const finish = () => {
    if (!saved) return
    notifications.show({ color: 'green', message: t('wizard.saved', { number: saved.number }) })
    void navigate('/quotations')
  }
  return (
    <Stack>
      <ConflictAlert show={conflict} />
      <Card withBorder padding="lg">
        <Wizard
          state={wizard}
          steps={quotationSteps.map((step) => ({
            key: step,
            label: t(`wizard.steps.${step}`),
            description: step === 'general' ? undefined : t(`wizard.stepHints.${step}`),
            content: content[step],
          }))}
          validateStep={persist}
          summary={(goTo) => saved && <QuotationSummaryView quotation={saved} goTo={goTo} />}
          onFinish={finish}
          finishLabel={t('wizard.finish')}
          finishing={saveGeneral.isPending || saveCriteria.isPending || saveItems.isPending}
        />
      </Card>
    </Stack>
  )
}
