import timekeeper from 'timekeeper'
import { pinnedTimeVariable } from './test-clock.ts'

// FOR TESTS ONLY. Loaded (node --import) before a server or worker started by a test whose clock is
// pinned, so the process starts at its starter's time, before any module reads the clock.
const pinned = process.env[pinnedTimeVariable]
if (pinned) timekeeper.travel(new Date(Number(pinned)))
