import { useState } from 'react'

// Where the user is in a wizard of `count` steps (the summary included) and how far they have been:
// a step they reached once can be picked again from the stepper. `start`: where a wizard resumes (a
// saved draft reopened: every step was reached before).
export function useWizard(count: number, start: { active?: number; reached?: number } = {}) {
  const [active, setActive] = useState(start.active ?? 0)
  const [reached, setReached] = useState(Math.max(start.active ?? 0, start.reached ?? 0))
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
