// Runs a transaction's queries one after the other, answering as Promise.all does. A transaction has
// one client, which runs one statement at a time anyway; node-postgres queues overlapping ones with a
// deprecation warning, and version 9 will refuse them.
export async function inTurn<T extends unknown[]>(
  ...steps: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  const results: unknown[] = []
  for (const step of steps) results.push(await step())
  return results as T
}
