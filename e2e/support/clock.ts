import { pinClock } from '../../apps/server/src/testing/test-clock.ts'

// The day every journey on the embedded database lives on, whatever the day the suite runs: the demo
// data (dated from today), the fixtures' fixed dates and the screens' "from this week" defaults then
// always meet the same way. Its servers and browsers follow the test's clock. On PostgreSQL the
// database's now() cannot be moved, so the two-instance journey (not date-dependent) keeps real time.
export const journeyDay = '2026-11-26T08:00:00Z'

export const pinJourneyClock = () => pinClock(journeyDay)
