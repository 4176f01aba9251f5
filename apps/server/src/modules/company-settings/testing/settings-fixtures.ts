import type { MasterDataKind } from '@scm/contracts'
import { expect } from 'vitest'
import type { ApiClient } from '../../../testing/api-client.ts'

export const required = { sv: 'Fältet är obligatoriskt', en: 'This field is required' }
export const unavailable = { sv: 'Välj en aktiv post i listan', en: 'Pick an active item from the list' }
export const wrongType = { sv: 'Värdet har fel typ', en: 'This value has the wrong type' }
export const notAllowedValue = {
  sv: 'Välj ett av de tillåtna värdena',
  en: 'Choose one of the allowed values',
}

// The id of a seeded master-data item of the acting company, by name.
export async function masterDataId(client: ApiClient, kind: MasterDataKind, name: string) {
  const list = (await client.get(`/api/master-data/${kind}?per_page=all`)).json()
  const item = list.data.find((each: { name: string }) => each.name === name)
  expect(item, `${kind} ${name}`).toBeDefined()
  return item.id as string
}

// Creates a row and answers it; the test fails with the server's answer if that is refused.
export async function created<T = { id: string; version: number }>(
  client: ApiClient,
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await client.post(path, body)
  expect(response.statusCode, `${path}: ${response.body}`).toBe(201)
  return response.json()
}

export const addressBody = (changes: Record<string, unknown> = {}) => ({
  label: 'Head office',
  type: 'visiting',
  line1: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: 'se',
  ...changes,
})
