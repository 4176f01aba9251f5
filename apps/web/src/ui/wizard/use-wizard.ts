import { useState } from 'react'

// Where the user is in a wizard of `count` steps (the summary included) and how far they have been:
// a step they reached once can be picked again from the stepper.
export function useWizard(count: number) {
  const [active, setActive] = useState(0)
  const [reached, setReached] = useState(0)
  const goTo = (step: number) => {
    const next = Math.max(0, Math.min(count - 1, step))
    setActive(next)
    setReached((furthest) => Math.max(furthest, next))
  }
  return {
    active,
    reached,
    isLast: active === count - 1,
    goTo,
    next: () => goTo(active + 1),
    back: () => goTo(active - 1),
  }
}
export type WizardState = ReturnType<typeof useWizard>
