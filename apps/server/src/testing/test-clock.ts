import timekeeper from 'timekeeper'

// FOR TESTS ONLY. A test whose outcome depends on the day pins this process's clock: time still
// flows, from the given instant. The servers and browsers it starts then share that clock
// (server-process.ts, e2e/support/browser.ts), so "today" is the same day for all of them.
export function pinClock(at: string) {
  timekeeper.travel(new Date(at))
}

// This process's real time, whether or not its clock is pinned.
const realNow = () => performance.timeOrigin + performance.now()

// How far the clocks of started processes and browsers are set from real time, when only theirs are
// pinned (pinStartedClocks).
let startedClockOffset: number | undefined

// The journeys pin the clocks of the servers and browsers they start, never their own: Playwright
// keeps the cookies of a sign-in by request on this process's clock and hands them to the browser
// with an expiry on it, which a browser on real time drops once the pinned day lies further back
// than the cookie's lifetime. Time flows from the given instant, as with pinClock.
export function pinStartedClocks(at: string) {
  startedClockOffset = Date.parse(at) - realNow()
}

// Runs work on this process's clock pinned to `at`, and gives it real time back after it.
export async function withPinnedClock<T>(at: string, work: () => Promise<T>): Promise<T> {
  pinClock(at)
  try {
    return await work()
  } finally {
    timekeeper.reset()
  }
}

// Real time again, for a test file that shares its process with files that pinned the clock.
export function unpinClock() {
  timekeeper.reset()
  startedClockOffset = undefined
}

// The time the processes and browsers this one starts begin at, if a clock is pinned.
export function pinnedTime(): number | undefined {
  if (startedClockOffset !== undefined) return realNow() + startedClockOffset
  return timekeeper.isKeepingTime() ? Date.now() : undefined
}

// Set for a started process whose clock follows its starter's (test-clock-preload.ts reads it).
export const pinnedTimeVariable = 'TEST_PINNED_TIME_MS'
