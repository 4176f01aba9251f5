import { pinnedTime, pinStartedClocks, withPinnedClock } from '../../apps/server/src/testing/test-clock.ts'

// The day every journey on the embedded database lives on, whatever the day the suite runs: the demo
// data (dated from today), the fixtures' fixed dates and the screens' "from this week" defaults then
// always meet the same way. Its servers and browsers follow it; the test process keeps real time
// (test-clock.ts says why). On PostgreSQL the database's now() cannot be moved, so the two-instance
// journey (not date-dependent) keeps real time.
export const journeyDay = '2026-11-26T08:00:00Z'

export const pinJourneyClock = () => pinStartedClocks(journeyDay)

// What the journey's servers and browsers take for now.
export const journeyNow = () => new Date(pinnedTime() ?? Date.now())

// Work of the test process itself on a journey's embedded database, which reads this process's clock
// (a row's default now()): done at the journey's time.
export const onJourneyClock = <T>(work: () => Promise<T>) => withPinnedClock(journeyNow().toISOString(), work)
