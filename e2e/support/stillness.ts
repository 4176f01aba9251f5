import type { Page } from 'playwright-core'

// Waits until nothing on the page is moving: a transition started by the last click (a dialog, a menu,
// a group of links opening) runs from a coming frame, so two frames pass first. A spinner turns for
// ever; only animations that end are waited for.
export async function untilStill(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  )
}
