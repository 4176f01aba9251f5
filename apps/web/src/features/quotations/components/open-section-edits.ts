import { useState } from 'react'

export type SaveIfChanged = () => Promise<boolean>

// The contract sections open for editing in the wizard's step, each with the way to save what was
// typed in it: leaving the step saves them, as every step saves what is typed, so nothing typed is
// lost when the stepper moves on. One registry for the wizard's life.
export function useOpenSectionEdits() {
  const [edits] = useState(() => {
    const open = new Map<string, SaveIfChanged>()
    return {
      register(sectionId: string, save: SaveIfChanged) {
        open.set(sectionId, save)
        return () => {
          open.delete(sectionId)
        }
      },
      // True once every open edit is saved, or had no change; false when one was refused.
      async saveAll() {
        for (const save of [...open.values()]) if (!(await save())) return false
        return true
      },
    }
  })
  return edits
}

export type OpenSectionEdits = ReturnType<typeof useOpenSectionEdits>
