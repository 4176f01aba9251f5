import { defineGuestLinkKind } from '../../../platform/guest-links/guest-link-kind.ts'

// The links the orders module e-mails to a supplier's contact: one to confirm the order (or confirm it
// with changes), one to answer a buyer's request to change it. Each works once.
export const orderConfirmLink = defineGuestLinkKind({
  documentType: 'order',
  purpose: 'confirm',
  singleUse: true,
  validDays: 30,
})

export const deviationConfirmLink = defineGuestLinkKind({
  documentType: 'order-deviation',
  purpose: 'confirm',
  singleUse: true,
  validDays: 30,
})
