import {
  type ArticleBody,
  articleEndpoints,
  authEndpoints,
  type PriceListBody,
  priceListEndpoints,
} from '@scm/contracts'
import type { ApiClient } from '../../../testing/api-client.ts'
import { created } from '../../company-settings/testing/settings-fixtures.ts'

const listKeys = [
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
] as const

// Takes a list read back too: only the body's own fields are kept, as the body is strict.
export const listBody = (changes: Partial<PriceListBody> = {}): PriceListBody => ({
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
    Object.entries(changes).filter(([key]) => (listKeys as readonly string[]).includes(key)),
  ),
})

export const createList = (client: ApiClient, changes: Partial<PriceListBody> = {}) =>
  created(client, priceListEndpoints.create, listBody(changes))

export const createArticle = (client: ApiClient, code: string, changes: Partial<ArticleBody> = {}) =>
  created(client, articleEndpoints.create, { code, name: `Article ${code}`, ...changes })

// The two demo companies' ids, as each sees itself.
export async function partnerIds(nordic: ApiClient, baltic: ApiClient) {
  return {
    nordic: (await nordic.call(authEndpoints.user)).company_id,
    baltic: (await baltic.call(authEndpoints.user)).company_id,
  }
}
