import { z } from 'zod'

// Spec §4 Price list. The owner publishes a list to its counterparty, who approves or rejects it.
// Saving any change takes the list back to internal: the counterparty sees it again only once it is
// published again (never an edited list under an old approval).
export const priceListStates = ['internal', 'published', 'approved', 'rejected'] as const
export const PriceListState = z.enum(priceListStates)
export type PriceListState = z.infer<typeof PriceListState>

export const priceListActions = ['publish', 'approve', 'reject'] as const
export type PriceListAction = (typeof priceListActions)[number]

// Which side may take an action, from which states, to which state.
export const priceListTransitions: Record<
  PriceListAction,
  { by: 'owner' | 'counterparty'; from: readonly PriceListState[]; to: PriceListState }
> = {
  publish: { by: 'owner', from: ['internal', 'rejected'], to: 'published' },
  approve: { by: 'counterparty', from: ['published'], to: 'approved' },
  reject: { by: 'counterparty', from: ['published'], to: 'rejected' },
}

export function canTransition(
  action: PriceListAction,
  side: 'owner' | 'counterparty',
  state: PriceListState,
) {
  const rule = priceListTransitions[action]
  return rule.by === side && rule.from.includes(state)
}

// Default and internal lists are the owner's own: counterparties never see them (spec §4).
export const visibleToCounterparty = (list: {
  state: PriceListState
  is_default: boolean
  is_internal: boolean
}) => list.state !== 'internal' && !list.is_default && !list.is_internal
