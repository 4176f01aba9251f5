import {
  type QuotationBody,
  type QuotationCriteriaBody,
  type QuotationItemsBody,
  type QuotationLibraryBody,
  type QuotationSuppliersBody,
  quotationEndpoints,
  type UpdateQuotationBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { quotationQueries } from './quotation-queries.ts'

// Each step of the draft is saved on its own; the answer is the whole quotation at its new version.
export const useSaveQuotationGeneral = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string | null; body: QuotationBody | UpdateQuotationBody }) =>
      id
        ? callApi(quotationEndpoints.update, { params: { id }, body: body as UpdateQuotationBody })
        : callApi(quotationEndpoints.create, { body: body as QuotationBody }),
    quotationQueries.all,
    { quiet: true },
  )

export const useSaveQuotationCriteria = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: QuotationCriteriaBody }) =>
      callApi(quotationEndpoints.saveCriteria, { params: { id }, body }),
    quotationQueries.all,
    { quiet: true },
  )

export const useSaveQuotationItems = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: QuotationItemsBody }) =>
      callApi(quotationEndpoints.saveItems, { params: { id }, body }),
    quotationQueries.all,
    { quiet: true },
  )

export const useSaveQuotationSuppliers = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: QuotationSuppliersBody }) =>
      callApi(quotationEndpoints.saveSuppliers, { params: { id }, body }),
    quotationQueries.all,
    { quiet: true },
  )

// The FAQ questions and documents attached, in a draft or (a clarification) once sent.
export const useSaveQuotationLibrary = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: QuotationLibraryBody }) =>
      callApi(quotationEndpoints.saveLibrary, { params: { id }, body }),
    quotationQueries.all,
    { quiet: true },
  )

export const useSendQuotation = () =>
  useInvalidatingMutation(
    ({ id, version, password }: { id: string; version: number; password: string | null }) =>
      callApi(quotationEndpoints.send, { params: { id }, body: { version, guest_password: password } }),
    quotationQueries.all,
    { quiet: true },
  )
