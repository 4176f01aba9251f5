// A transaction has one client, which runs one statement at a time: node-postgres queues a statement
// sent while another runs, with a deprecation warning, and version 9 will refuse it (platform/db/
// in-turn.ts runs such queries one after the other). On PostgreSQL the warning fails the run.
const guarded = Symbol.for('scm.overlapping-queries-guard')
const marks = globalThis as Record<symbol, boolean>
if (!marks[guarded]) {
  marks[guarded] = true
  process.on('warning', (warning) => {
    if (warning.message.includes('already executing a query'))
      throw new Error(`Overlapping queries on one client: ${warning.message}`)
  })
}
