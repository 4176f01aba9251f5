import { useVirtualizer } from '@tanstack/react-virtual'
import type { ReactNode, RefObject } from 'react'

// The largest page size of the spec renders whole; beyond it a table renders the rows in view (and a
// few around them), between spacers as tall as the rest: "all" of a list (decision 0033), a plan of
// thousands of tasks.
export const windowedFrom = 200
const estimatedRowHeight = 48

// A windowed row reports its height as it renders (`measure`, with the row's `data-index`).
export type MeasureRow = (element: HTMLTableRowElement | null) => void

// Called by the component that renders the table's scrolling box (`scrollRef`, bounded in height):
// its ref is set before this hook's effects run, so the window finds the box on the first render.
export function useWindowedRows(count: number, scrollRef: RefObject<HTMLElement | null>) {
  const windowed = count > windowedFrom
  const virtualizer = useVirtualizer({
    count: windowed ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 12,
  })
  return { count, windowed, virtualizer }
}

const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <tr aria-hidden style={{ height }}>
      <td style={{ padding: 0, border: 0 }} />
    </tr>
  ) : null

// The rows of a table body: all of them, or the window's.
export function WindowedRows({
  rows: { count, windowed, virtualizer },
  renderRow,
}: {
  rows: ReturnType<typeof useWindowedRows>
  renderRow: (index: number, measure?: MeasureRow) => ReactNode
}) {
  if (!windowed) return Array.from({ length: count }, (_, index) => renderRow(index))
  const items = virtualizer.getVirtualItems()
  return (
    <>
      <Spacer height={items[0]?.start ?? 0} />
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      <Spacer height={virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)} />
    </>
  )
}
