import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

// Serious and critical accessibility violations fail the journey; minor ones are for review.
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
