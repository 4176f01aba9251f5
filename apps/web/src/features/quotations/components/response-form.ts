import { type QuotationInvite, QuotationResponseBody } from '@scm/contracts'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { BoundForm } from '../../../ui/form/form-fields.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

// A stored decimal carries its column's scale ("39.8000"); the field shows what was typed ("39.8").
const typed = (value: string | null | undefined) =>
  value?.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : (value ?? null)

// The answer form holds one answer per criterion and one offer per article, in the invite's order:
// the server names a refused answer by that place (answers.3.value), and so does the form.
export const responseValues = (invite: QuotationInvite): z.input<typeof QuotationResponseBody> => {
  const answers = new Map(invite.answers.map((answer) => [answer.criterion_id, answer.value]))
  const offers = new Map(invite.offers.map((offer) => [offer.item_id, offer]))
  return {
    answers: invite.criteria.map((criterion) => ({
      criterion_id: criterion.id,
      value: answers.get(criterion.id) ?? null,
    })),
    offers: invite.items.map((item) => {
      const offer = offers.get(item.id)
      return {
        item_id: item.id,
        unit_price: typed(offer?.unit_price),
        lead_time_days: offer?.lead_time_days ?? null,
        moq: typed(offer?.moq),
        note: offer?.note ?? null,
      }
    }),
    comment: invite.comment,
    valid_until: invite.valid_until,
    version: invite.version,
  }
}

export const useResponseForm = (invite: QuotationInvite) =>
  useContractForm(QuotationResponseBody, responseValues(invite))

export type ResponseForm = BoundForm<z.input<typeof QuotationResponseBody>> &
  Pick<UseFormReturn<z.input<typeof QuotationResponseBody>>, 'register' | 'setError' | 'clearErrors'>
