import {
  ContractSectionBody,
  type CriterionBlock,
  type Quotation,
  QuotationBody,
  QuotationCriteriaBody,
  QuotationItemsBody,
  QuotationLibraryBody,
  QuotationSuppliersBody,
} from '@scm/contracts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { libraryValues } from './quotation-library-fields.tsx'

// The wizard's steps and the criteria blocks each shows (decision 0034).
export const quotationSteps = [
  'general',
  'criteria',
  'financial',
  'production',
  'quality',
  'contract',
] as const
export type QuotationStep = (typeof quotationSteps)[number]
export const stepBlocks: Record<QuotationStep, readonly CriterionBlock[]> = {
  general: [],
  criteria: ['labor-legal', 'sustainability'],
  financial: ['financial'],
  production: ['production-delivery'],
  quality: ['product-quality'],
  contract: [],
}

// A new quotation opened from a project (`/quotations/create?project=<id>`) starts in that project.
const generalValues = (quotation: Quotation | null, projectId: string | null = null) => ({
  name: quotation?.name ?? '',
  reference: quotation?.reference ?? null,
  assignee_id: quotation?.assignee_id ?? null,
  project_id: quotation ? quotation.project_id : projectId,
  deadline: quotation?.deadline ?? null,
  due_date: quotation?.due_date ?? null,
  currency: quotation?.currency ?? 'SEK',
  budget: quotation?.budget ?? null,
  description: quotation?.description ?? null,
  template_id: quotation?.template_id ?? null,
})
const criteriaValues = (quotation: Quotation | null) => ({
  criteria: (quotation?.criteria ?? []).map(({ id: _, ...criterion }) => criterion),
  version: quotation?.version ?? 0,
})
const itemsValues = (quotation: Quotation | null) => ({
  items: (quotation?.items ?? []).map((item) => ({
    article_id: item.article_id,
    quantity: item.quantity,
    target_price: item.target_price,
    note: item.note,
  })),
  version: quotation?.version ?? 0,
})

const suppliersValues = (quotation: Quotation | null) => ({
  suppliers: (quotation?.suppliers ?? []).map((supplier) =>
    supplier.supplier_id
      ? { supplier_id: supplier.supplier_id, name: null, email: null, org_number: null }
      : { supplier_id: null, name: supplier.name, email: supplier.email, org_number: supplier.org_number },
  ),
  version: quotation?.version ?? 0,
})

// The contract section being written in the "condition of contract" step; the sections already added
// are saved one by one and edited in place.
export const newSectionValues: ContractSectionBody = { kind: 'topic', title: '', description: null }

// The forms of the draft, each saved by its own endpoint, and how to set each to a saved
// quotation. Version travels outside them: each save takes the quotation's latest.
export function useQuotationForms(quotation: Quotation | null, projectId: string | null = null) {
  const general = useContractForm(QuotationBody, generalValues(quotation, projectId))
  const suppliers = useContractForm(QuotationSuppliersBody, suppliersValues(quotation))
  const criteria = useContractForm(QuotationCriteriaBody, criteriaValues(quotation))
  const items = useContractForm(QuotationItemsBody, itemsValues(quotation))
  const library = useContractForm(QuotationLibraryBody, libraryValues(quotation))
  const contract = useContractForm(ContractSectionBody, newSectionValues)
  const resets = {
    general: (saved: Quotation) => general.reset(generalValues(saved)),
    suppliers: (saved: Quotation) => suppliers.reset(suppliersValues(saved)),
    criteria: (saved: Quotation) => criteria.reset(criteriaValues(saved)),
    items: (saved: Quotation) => items.reset(itemsValues(saved)),
    library: (saved: Quotation) => library.reset(libraryValues(saved)),
  }
  const resetAll = (saved: Quotation) => {
    for (const reset of Object.values(resets)) reset(saved)
  }
  return { general, suppliers, criteria, items, library, contract, resets, resetAll }
}
export type QuotationForms = ReturnType<typeof useQuotationForms>
