import type { DeviationDecision, DeviationVerdict } from '@scm/contracts'
import { conflict, invalidField } from '../errors/app-error.ts'

// The verdicts a decision gives, by change: each change named once, of this deviation, still undecided
// (a change decided before — another tab, a retried request — answers 409 and nothing is written).
// Orders' and quotations' deviations are decided alike.
export function verdictsOn(
  changes: ReadonlyArray<{ id: string; decision: DeviationDecision }>,
  decisions: ReadonlyArray<{ change_id: string; decision: DeviationVerdict }>,
) {
  const byId = new Map(changes.map((change) => [change.id, change]))
  const verdicts = new Map<string, DeviationVerdict>()
  for (const [index, verdict] of decisions.entries()) {
    const change = byId.get(verdict.change_id)
    if (!change || verdicts.has(change.id))
      throw invalidField(
        `decisions.${index}.change_id`,
        change ? 'deviations.duplicate' : 'deviations.unknownChange',
      )
    if (change.decision !== 'pending') throw conflict('deviations.alreadyDecided')
    verdicts.set(change.id, verdict.decision)
  }
  return verdicts
}
