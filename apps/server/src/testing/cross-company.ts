import { expect } from 'vitest'
import type { ApiClient, Call } from './api-client.ts'

// Another company's record must look like no record at all (ARCHITECTURE rule 2): every id-based
// call answers 404, never 200 or 403, and the answer carries nothing of the record.
export async function expectHiddenFrom(client: ApiClient, calls: Call[], secrets: string[] = []) {
  for (const call of calls) {
    const response = await client.send(call)
    expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(404)
    for (const secret of secrets) expect(response.body).not.toContain(secret)
  }
}

// A list answer that must not contain any of these ids.
export function expectNoneOf(list: { data: Array<{ id: string }> }, ids: string[]) {
  const seen = list.data.map((row) => row.id)
  for (const id of ids) expect(seen).not.toContain(id)
}
