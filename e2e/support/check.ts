import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { seriousViolations } from './axe.ts'
import { missingTextKeys, snapshot } from './browser.ts'

// A screen a journey reaches, checked as a user meets it: at rest (the accessibility check closes the
// toasts and waits until nothing moves), with no serious accessibility violation and no text missing
// from the catalogues; with E2E_SCREENSHOTS, pictured as it was checked.
export async function check(page: Page, name: string) {
  const violations = await seriousViolations(page)
  await snapshot(page, name)
  expect(violations).toEqual([])
  expect(missingTextKeys(page)).toEqual([])
}
