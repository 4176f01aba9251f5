import { MantineProvider } from '@mantine/core'
import type { ParamOption } from '@scm/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { notAvailable } from '../lib/format/format.ts'

// The params cache's API client reads browser storage when loaded; in Node there is none.
vi.hoisted(() => {
  globalThis.localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} } as never
})
const { paramKeys } = await import('../lib/params/use-params.ts')
const { tagChoices, TagList, TagMultiSelect } = await import('./tag-select.tsx')

const tag = (name: string, type: string): ParamOption => ({ id: crypto.randomUUID(), name, code: type })
const recycled = tag('Recycled', 'article')
const organic = tag('Organic', 'article')
const priority = tag('Priority', 'order')
const coreRange = tag('Core range', 'style')
const params = [recycled, priority, organic, coreRange]

// The markup as a user reads it, with the companies' tags already in the params cache.
async function render(node: ReactNode) {
  const client = new QueryClient()
  client.setQueryData(paramKeys.one('tags'), params)
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {} })
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>{node}</MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('tag choices', () => {
  it("offers the company's active tags of the record's type only, by name", () => {
    expect(tagChoices(params, 'article')).toEqual([
      { value: organic.id, label: 'Organic' },
      { value: recycled.id, label: 'Recycled' },
    ])
    expect(tagChoices(params, 'style')).toEqual([{ value: coreRange.id, label: 'Core range' }])
    expect(tagChoices(params, 'supplier')).toEqual([])
  })

  it('keeps the tags the record carries, also one deactivated since', () => {
    const retired = { id: crypto.randomUUID(), name: 'Autumn drop' }
    expect(tagChoices(params, 'article', [{ id: recycled.id, name: 'Recycled' }, retired])).toEqual([
      { value: retired.id, label: 'Autumn drop' },
      { value: organic.id, label: 'Organic' },
      { value: recycled.id, label: 'Recycled' },
    ])
  })
})

describe('tag picker', () => {
  it('shows the chosen tags by name, a deactivated one too', async () => {
    const retired = { id: crypto.randomUUID(), name: 'Autumn drop' }
    const text = await render(
      <TagMultiSelect
        type="article"
        label="Tags"
        value={[recycled.id, retired.id]}
        current={[retired]}
        onChange={() => {}}
      />,
    )
    expect(text).toContain('Tags')
    expect(text).toContain('Recycled')
    expect(text).toContain('Autumn drop')
    expect(text).not.toContain(retired.id)
  })

  it('lists tags on a detail view, or the absent value without any', async () => {
    expect(await render(<TagList tags={[{ id: recycled.id, name: 'Recycled' }]} />)).toBe('Recycled')
    expect(await render(<TagList tags={[]} />)).toBe(notAvailable())
  })
})
