import { Button, Card, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Quotation } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { useWizard } from '../../../ui/wizard/use-wizard.ts'
import { validateFields } from '../../../ui/wizard/validate-fields.ts'
import { Wizard } from '../../../ui/wizard/wizard.tsx'
import {
  useSaveQuotationCriteria,
  useSaveQuotationGeneral,
  useSaveQuotationItems,
  useSaveQuotationLibrary,
  useSaveQuotationSuppliers,
  useSendQuotation,
} from '../api/quotation-mutations.ts'
import { quotationQueries } from '../api/quotation-queries.ts'
import { ContractSectionsEditor, OpenTopicsLine, useAddContractSection } from './contract-sections-editor.tsx'
import { CriteriaEditor } from './criteria-editor.tsx'
import { useOpenSectionEdits } from './open-section-edits.ts'
import { type QuotationStep, quotationSteps, stepBlocks, useQuotationForms } from './quotation-forms.ts'
import { generalFields, QuotationGeneralFields } from './quotation-general-fields.tsx'
import { QuotationItemsFields } from './quotation-items-fields.tsx'
import { QuotationLibraryFields } from './quotation-library-fields.tsx'
import { QuotationSummaryView } from './quotation-summary-view.tsx'
import { QuotationSuppliersFields } from './quotation-suppliers-fields.tsx'
import { SendQuotationModal } from './send-quotation-modal.tsx'

// Spec §2.10 quotation creation. Leaving a step checks it by the contract and saves it as the draft's
// (the first save makes the draft), so nothing typed is lost between steps; a stale version shows the
// conflict alert with the quotation as it now is.
export function QuotationWizard({
  quotation,
  startStep,
  projectId = null,
}: {
  quotation: Quotation | null
  startStep?: number
  projectId?: string | null
}) {
  const { t } = useTranslation('quotations')
  const navigate = useNavigate()
  const { id: routeId } = useParams()
  const queryClient = useQueryClient()
  const forms = useQuotationForms(quotation, projectId)
  const [saved, setSaved] = useState(quotation)
  const [conflict, setConflict] = useState(false)
  const saveGeneral = useSaveQuotationGeneral()
  const saveCriteria = useSaveQuotationCriteria()
  const saveItems = useSaveQuotationItems()
  const saveSuppliers = useSaveQuotationSuppliers()
  const saveLibrary = useSaveQuotationLibrary()
  const sendQuotation = useSendQuotation()
  const newSection = useAddContractSection(forms.contract, saved?.id ?? null)
  const sectionEdits = useOpenSectionEdits()
  const wizard = useWizard(quotationSteps.length + 1, {
    active: startStep,
    reached: quotation ? quotationSteps.length : 0,
  })
  // Read while rendering: react-hook-form keeps isDirty up to date only for a form that reads it so.
  const dirty = {
    general: forms.general.formState.isDirty,
    suppliers: forms.suppliers.formState.isDirty,
    criteria: forms.criteria.formState.isDirty,
    items: forms.items.formState.isDirty,
    library: forms.library.formState.isDirty,
  }

  // Runs one step's save; the saved form starts afresh from the answer (the others keep what is typed
  // in them), a conflict reloads every step from the server, a refusal lands on its fields.
  const attempt = async (form: keyof typeof forms.resets, work: () => Promise<Quotation>) => {
    try {
      const result = await work()
      queryClient.setQueryData(quotationQueries.detail(result.id).queryKey, result)
      setSaved(result)
      setConflict(false)
      forms.resets[form](result)
      return result
    } catch (error) {
      if (isConflict(error) && saved) {
        setConflict(true)
        forms.resetAll(await queryClient.fetchQuery({ ...quotationQueries.detail(saved.id), staleTime: 0 }))
        window.scrollTo({ top: 0, behavior: 'smooth' })
        return null
      }
      presentError(error)
      forms[form].applyServerErrors(error)
      return null
    }
  }

  // The general step saves the header (which makes the draft), then the suppliers asked, then what is
  // attached from the libraries.
  const persistGeneral = async (nextStep: number) => {
    // Both parts are checked, so every refused field of the step shows at once.
    const general = await validateFields(forms.general, generalFields)
    const suppliers = await validateFields(forms.suppliers, ['suppliers'])
    const library = await validateFields(forms.library, ['question_ids', 'file_version_ids'])
    if (!(general && suppliers && library)) return false
    let current = saved
    if (!current || dirty.general) {
      const { template_id, ...body } = forms.general.getValues()
      const at = current
      current = await attempt('general', () =>
        saveGeneral.mutateAsync(
          at
            ? { id: at.id, body: { ...body, version: at.version } }
            : { id: null, body: { ...body, template_id } },
        ),
      )
      // A new draft brings the criteria its template gave it to the later steps.
      if (current && !at) {
        forms.resets.criteria(current)
        forms.resets.items(current)
      }
    }
    if (current && dirty.suppliers) {
      const body = { suppliers: forms.suppliers.getValues('suppliers') ?? [], version: current.version }
      const at = current
      current = await attempt('suppliers', () => saveSuppliers.mutateAsync({ id: at.id, body }))
    }
    if (current && dirty.library) {
      const { question_ids, file_version_ids } = forms.library.getValues()
      const body = { question_ids, file_version_ids, version: current.version }
      const at = current
      current = await attempt('library', () => saveLibrary.mutateAsync({ id: at.id, body }))
    }
    // The draft has an address once the whole step is saved: a reload or a later visit resumes it.
    if (current && !routeId)
      void navigate(`/quotations/${current.id}/update`, {
        replace: true,
        state: { step: nextStep, created: true },
      })
    return current !== null
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
    return (await attempt('criteria', () => saveCriteria.mutateAsync({ id: saved.id, body }))) !== null
  }

  const persistItems = async () => {
    if (!(await validateFields(forms.items, ['items']))) return false
    if (!saved || !dirty.items) return true
    const body = { items: forms.items.getValues('items') ?? [], version: saved.version }
    return (await attempt('items', () => saveItems.mutateAsync({ id: saved.id, body }))) !== null
  }

  const persist = async (index: number) => {
    const step = quotationSteps[index]
    if (!step) return true
    if (step === 'general') return persistGeneral(index + 1)
    // Each contract section is saved as it is added or edited; one written but not added or saved is
    // saved now.
    if (step === 'contract') return (await sectionEdits.saveAll()) && newSection.addIfWritten()
    if (step === 'production' && !(await persistItems())) return false
    return persistCriteria(step)
  }

  const criteriaOf = (step: QuotationStep) => (
    <CriteriaEditor form={forms.criteria} blocks={stepBlocks[step]} />
  )
  const content: Record<QuotationStep, React.ReactNode> = {
    general: (
      <Stack gap="xl">
        <QuotationGeneralFields
          form={forms.general}
          templateName={saved ? (saved.template_name ?? '') : null}
        />
        <QuotationSuppliersFields form={forms.suppliers} />
        <QuotationLibraryFields form={forms.library} saved={saved} />
      </Stack>
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
    contract: (
      <ContractSectionsEditor
        quotationId={saved?.id ?? null}
        form={forms.contract}
        onAdd={newSection.add}
        adding={newSection.adding}
        edits={sectionEdits}
      />
    ),
  }
  const finish = () => {
    if (!saved) return
    notifications.show({ color: 'green', message: t('wizard.saved', { number: saved.number }) })
    void navigate('/quotations')
  }
  // The saved draft goes to its suppliers once confirmed. What it still lacks (a deadline, a supplier)
  // lands on the first step's fields.
  const [asking, setAsking] = useState(false)
  // What the draft still lacks (a deadline, a supplier) lands on the first step's fields; a refused
  // password stays in the send dialog.
  const send = async (password: string | null) => {
    if (!saved) return
    try {
      const sent = await sendQuotation.mutateAsync({ id: saved.id, version: saved.version, password })
      queryClient.setQueryData(quotationQueries.detail(sent.id).queryKey, sent)
      notifications.show({ color: 'green', message: t('wizard.sent', { number: sent.number }) })
      void navigate('/quotations')
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.guest_password) throw error
      setAsking(false)
      presentError(error)
      forms.general.applyServerErrors(error)
      forms.suppliers.applyServerErrors(error)
      if (!isConflict(error)) wizard.goTo(0)
    }
  }
  return (
    <Stack>
      {asking && saved && (
        <SendQuotationModal
          quotation={saved}
          sending={sendQuotation.isPending}
          onSend={send}
          onClose={() => setAsking(false)}
        />
      )}
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
          summary={(goTo) =>
            saved && (
              <Stack>
                <OpenTopicsLine quotationId={saved.id} />
                <QuotationSummaryView quotation={saved} goTo={goTo} />
              </Stack>
            )
          }
          onFinish={finish}
          finishLabel={t('wizard.finish')}
          finishActions={
            saved && (
              <Button variant="light" onClick={() => setAsking(true)} data-testid="send-quotation">
                {t('wizard.send')}
              </Button>
            )
          }
          finishing={
            saveGeneral.isPending ||
            saveSuppliers.isPending ||
            saveLibrary.isPending ||
            saveCriteria.isPending ||
            saveItems.isPending ||
            newSection.adding
          }
        />
      </Card>
    </Stack>
  )
}
