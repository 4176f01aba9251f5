import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { untilStill } from './stillness.ts'
import { closeToasts } from './toasts.ts'

// What this module reads of axe's internals: each rule's checks and each check's impact.
type AxeCheck = string | { id: string }
const { _audit: audit } = axe as typeof axe & {
  _audit: {
    rules: Array<{ id: string; any: AxeCheck[]; all: AxeCheck[]; none: AxeCheck[] }>
    data: { checks: Record<string, { impact?: string }> }
  }
}
const canFail = (check: AxeCheck) =>
  ['serious', 'critical'].includes(
    audit.data.checks[typeof check === 'string' ? check : check.id]?.impact ?? '',
  )

// A rule fails a journey only through a serious or critical check: the rules whose checks are all minor
// or moderate (29 of 105: landmarks, heading order, region …) are not run: about an eighth of the analysis,
// spent on nothing the journey asserts.
const rulesThatCannotFail = Object.fromEntries(
  audit.rules
    .filter((rule) => ![...rule.any, ...rule.all, ...rule.none].some(canFail))
    .map((rule) => [rule.id, { enabled: false }]),
)

// Serious and critical accessibility violations fail the journey; minor ones are for review. The check
// waits until nothing is moving: a toast or a drawer caught mid-fade has colours no user reads. Toasts
// are closed first, as a user would rather than wait for them: one that times out while a slow machine
// runs the analysis would be measured as it fades.
export async function seriousViolations(page: Page) {
  await closeToasts(page)
  await untilStill(page)
  // axe-core is read into a page once, not per check (its script is half a megabyte), and runs in the
  // page itself. Only violations come back: passes and incomplete results, with every node they
  // checked, would be serialised out of the page for nothing (a fifth of the analysis on a busy screen).
  // The stylesheets (axe's `preload`, read only by the orientation-lock rule) are fetched at a
  // document's first check, with the script: the app's styles are the same on each of its screens, and
  // refetching them at every check was half of each later analysis.
  const fresh = !(await page.evaluate(() => 'axe' in window))
  if (fresh) await page.evaluate(axe.source)
  const violations = await page.evaluate(
    async ({ rules, preload }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') }
      return (await axe.run(document, { resultTypes: ['violations'], rules, preload })).violations
    },
    { rules: rulesThatCannotFail, preload: fresh },
  )
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
