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

// One milestone sent to an outsider (decision 0045): it updates the status and comments while the link
// lives, so it is not single use.
export const milestoneGuestLink = defineGuestLinkKind({
  documentType: 'order-milestone',
  purpose: 'update',
  singleUse: false,
  validDays: 30,
})
