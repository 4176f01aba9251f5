import type { PriceList } from '@scm/contracts'
import { expect } from 'vitest'
import type { ApiClient } from '../../../testing/api-client.ts'

export const listBody = (changes: Partial<Record<string, unknown>> = {}) => ({
  name: 'Price list',
  currency: 'EUR',
  valid_from: '2027-01-01',
  valid_to: null,
  counterparty_company_id: null,
  is_default: false,
  is_internal: false,
  discount_type: 'percentage',
  active: true,
  description: null,
  ...Object.fromEntries(
    Object.entries(changes).filter(([key]) =>
      [
        'name',
        'currency',
        'valid_from',
        'valid_to',
        'counterparty_company_id',
        'is_default',
        'is_internal',
        'discount_type',
        'active',
        'description',
      ].includes(key),
    ),
  ),
})

export async function createList(
  client: ApiClient,
  changes: Record<string, unknown> = {},
): Promise<PriceList> {
  const response = await client.post('/api/price-lists', listBody(changes))
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

export async function createArticle(client: ApiClient, code: string, changes: Record<string, unknown> = {}) {
  const response = await client.post('/api/articles', { code, name: `Article ${code}`, ...changes })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string; code: string }
}

// The two demo companies' ids, as each sees itself.
export async function partnerIds(nordic: ApiClient, baltic: ApiClient) {
  return {
    nordic: (await nordic.post('/api/auth/user')).json().company_id as string,
    baltic: (await baltic.post('/api/auth/user')).json().company_id as string,
  }
}
