import timekeeper from 'timekeeper'

// FOR TESTS ONLY. A test whose outcome depends on the day pins this process's clock: time still
// flows, from the given instant. The servers and browsers it starts then share that clock
// (server-process.ts, e2e/support/browser.ts), so "today" is the same day for all of them.
export function pinClock(at: string) {
  timekeeper.travel(new Date(at))
}

// Real time again, for a test file that shares its process with files that pinned the clock.
export function unpinClock() {
  timekeeper.reset()
}

// This process's time if its clock is pinned, for the processes and browsers it starts.
export const pinnedTime = (): number | undefined => (timekeeper.isKeepingTime() ? Date.now() : undefined)

// Set for a started process whose clock follows its starter's (test-clock-preload.ts reads it).
export const pinnedTimeVariable = 'TEST_PINNED_TIME_MS'
