import {
  type AddressBody,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointResponse,
  type MasterDataKind,
  masterDataEndpoints,
} from '@scm/contracts'
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
  const list = await client.call(masterDataEndpoints(kind).list, { query: { per_page: 'all' } })
  const item = list.data.find((each) => each.name === name)
  expect(item, `${kind} ${name}`).toBeDefined()
  return item!.id
}

// Creates a row and answers it; the test fails with the server's answer if that is refused.
// A create answers 201, not just any 2xx, so this checks the status before it parses.
export async function created<E extends AnyEndpoint>(
  client: ApiClient,
  endpoint: E,
  body: EndpointBody<E>,
): Promise<EndpointResponse<E>> {
  const response = await client.request(endpoint, { body })
  expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(201)
  return endpoint.response.parse(response.json())
}

export const addressBody = (changes: Partial<AddressBody> = {}): AddressBody => ({
  label: 'Head office',
  type: 'visiting',
  line1: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: 'se',
  ...changes,
})
