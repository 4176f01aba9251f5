import type { ParamOption } from '@scm/contracts'
import type { ApiClient } from '../../../testing/api-client.ts'

export type Lists = Record<
  'colors' | 'sizes' | 'product-categories' | 'units' | 'styles' | 'tags',
  ParamOption[]
>

// The demo master data a test refers to, by name.
export async function demoLists(client: ApiClient): Promise<Lists> {
  return (await client.get('/api/param?select_many=colors,sizes,product-categories,units,styles,tags')).json()
}
export const idOf = (options: ParamOption[], name: string) =>
  options.find((option) => option.name === name)!.id

export const articleBody = (code: string, changes: Record<string, unknown> = {}) => ({
  code,
  name: `Article ${code}`,
  ...changes,
})
