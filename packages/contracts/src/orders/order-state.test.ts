import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canTakeOrderAction,
  nextOrderStatuses,
  type OrderActor,
  type OrderStatus,
  orderActions,
  orderActors,
  orderStatuses,
  orderTransitions,
  shippableStatuses,
  terminalOrderStatuses,
} from './order-state.ts'

// Every status the machine can reach from a new draft, following nextOrderStatuses only.
function reachableFromDraft(): Set<OrderStatus> {
  const seen = new Set<OrderStatus>(['draft'])
  const queue: OrderStatus[] = ['draft']
  while (queue.length > 0)
    for (const next of nextOrderStatuses(queue.shift()!))
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
  return seen
}

// One step as the server takes it: an allowed action moves the order (or changes only its flag);
// shipping every delivery moves a shippable order to in transit; anything else is refused.
type Step = { kind: 'act'; action: (typeof orderActions)[number]; actor: OrderActor } | { kind: 'ship' }

function apply(status: OrderStatus, step: Step): OrderStatus | null {
  if (step.kind === 'ship') return shippableStatuses.includes(status) ? 'in_transit' : null
  if (!canTakeOrderAction(step.action, step.actor, status)) return null
  return orderTransitions[step.action].to ?? status
}

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      action: fc.constantFrom(...orderActions),
      actor: fc.constantFrom(...orderActors),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'ship' as const }) },
)

describe('order state machine', () => {
  const reachable = reachableFromDraft()

  it('reaches every status from a draft', () => {
    expect([...reachable].sort()).toEqual([...orderStatuses].sort())
  })

  it('keeps every sequence of actions inside the reachable statuses, each move one of the transitions', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let status: OrderStatus = 'draft'
        for (const s of steps) {
          const next = apply(status, s)
          if (next === null) continue
          if (next !== status) expect(nextOrderStatuses(status)).toContain(next)
          status = next
          expect(reachable.has(status)).toBe(true)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('has no exit from a terminal status, and every other status has one', () => {
    for (const status of orderStatuses) {
      const exits = orderActions.filter((action) =>
        orderActors.some((actor) => canTakeOrderAction(action, actor, status)),
      )
      if (terminalOrderStatuses.includes(status)) {
        expect(exits, status).toEqual([])
        expect(nextOrderStatuses(status), status).toEqual([])
      } else expect(nextOrderStatuses(status).length, status).toBeGreaterThan(0)
    }
  })

  it('never lets the supplier act on an order it cannot see', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...orderActions),
        fc.constantFrom<OrderStatus>('draft', 'approval_required'),
        (action, status) => {
          expect(canTakeOrderAction(action, 'supplier', status)).toBe(false)
        },
      ),
    )
  })
})
