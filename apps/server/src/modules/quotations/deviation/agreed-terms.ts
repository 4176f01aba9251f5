import type { Tx } from '../../../platform/db/database.ts'
import { acceptedChangesOfQuotation } from './quotation-deviation.queries.ts'

export interface AgreedTerms {
  qty: Map<string, string>
  price: Map<string, string>
  dueDate?: string
}

export const noTermsAgreed: AgreedTerms = { qty: new Map(), price: new Map() }

// What the buyer agreed with each supplier beyond what was asked, by invite: each accepted change, a
// later deviation's over an earlier one's. The compare view weighs offers by these, and the order made
// from the award carries them.
export async function agreedTerms(tx: Tx, quotationId: string) {
  const terms = new Map<string, AgreedTerms>()
  for (const change of await acceptedChangesOfQuotation(tx, quotationId)) {
    const agreed: AgreedTerms = terms.get(change.inviteId) ?? { qty: new Map(), price: new Map() }
    terms.set(change.inviteId, agreed)
    if (change.field === 'due_date') agreed.dueDate = change.newValue ?? undefined
    else if (change.itemId && change.newValue)
      (change.field === 'qty' ? agreed.qty : agreed.price).set(change.itemId, change.newValue)
  }
  return terms
}
