import { MantineProvider } from '@mantine/core'
import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { expect, it } from 'vitest'
import { ListTable } from './list-table.tsx'
import type { ListColumn } from './list-types.ts'

type Row = { id: string; name: string }
const columns: ListColumn<Row>[] = [{ key: 'name', label: 'Name', value: (row) => row.name }]
const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(i), name: `Row ${i}` }))

async function markup(rows: Row[]) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {} })
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ListTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          sort={undefined}
          onSort={() => {}}
          stale={false}
        />
      </MantineProvider>
    </I18nextProvider>,
  )
}

const rowsIn = (html: string) => html.match(/>Row \d+</g)?.length ?? 0

it('renders a page of the largest size whole', async () => {
  expect(rowsIn(await markup(rowsOf(200)))).toBe(200)
})

it('renders only a window of "all", with a spacer as tall as the rows left out', async () => {
  const html = await markup(rowsOf(50_000))
  expect(rowsIn(html)).toBeLessThan(100)
  const spacers = [...html.matchAll(/aria-hidden="true" style="height:(\d+)px"/g)].map((m) => Number(m[1]))
  expect(spacers.reduce((sum, height) => sum + height, 0)).toBeGreaterThan(49_000 * 40)
})
