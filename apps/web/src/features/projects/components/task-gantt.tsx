import { Group, SegmentedControl, Stack, Text } from '@mantine/core'
import type { Task, TaskTree } from '@scm/contracts'
import { Gantt, type IApi, type IScaleConfig, type ITask, Willow } from '@svar-ui/react-gantt'
// The chart's and its grid's own styles only: the libraries' full bundles declare Roboto and Open Sans
// fonts on a CDN, which would replace the page's system fonts of the same names and be refused by the CSP.
import '@svar-ui/react-gantt/style.css'
import '@svar-ui/react-grid/style.css'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLinkTasks, useRescheduleTask, useUnlinkTasks } from '../api/task-mutations.ts'
import classes from './task-gantt.module.css'

type Zoom = 'day' | 'week' | 'month'

// Days are whole dates; the chart works in local Date values whose end is exclusive (the morning after
// the last day).
const toDate = (isoDate: string, addDays = 0) => {
  const [year, month, day] = isoDate.split('-').map(Number)
  return new Date(year!, month! - 1, day! + addDays)
}
const toIsoDate = (date: Date, addDays = 0) => {
  const shifted = new Date(date.getFullYear(), date.getMonth(), date.getDate() + addDays)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${shifted.getFullYear()}-${pad(shifted.getMonth() + 1)}-${pad(shifted.getDate())}`
}

const todayCss = 'scm-today'
const isToday = (date: Date) => toIsoDate(date) === toIsoDate(new Date())
const highlightToday = (date: Date, unit: 'day' | 'hour') => (unit === 'day' && isToday(date) ? todayCss : '')
// A scale cell holding today: the week from its Monday, the month from its first.
const holdsToday = (unit: 'week' | 'month') => (date: Date) => {
  const today = new Date()
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate())
  const end =
    unit === 'week'
      ? new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7)
      : new Date(start.getFullYear(), start.getMonth() + 1, 1)
  return today >= start && today < end ? todayCss : ''
}

// The chart library's markup breaks a few ARIA rules (a tree's expanded rows in a role=grid, a row index
// of 0, a labelled column grip with no role, a scrolling area the keyboard cannot reach). Until it is fixed there,
// its markup is mended after each render, so that screen readers get a valid tree grid.
function mendAria(root: HTMLElement) {
  for (const grid of root.querySelectorAll('[role="grid"]')) grid.setAttribute('role', 'treegrid')
  for (const row of root.querySelectorAll('[aria-rowindex="0"]')) row.removeAttribute('aria-rowindex')
  for (const grip of root.querySelectorAll('.wx-grip[role="presentation"]'))
    grip.setAttribute('role', 'separator')
  for (const chart of root.querySelectorAll<HTMLElement>('.wx-chart'))
    if (chart.tabIndex < 0) chart.tabIndex = 0
}

function useMendedAria(ref: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    mendAria(root)
    const observer = new MutationObserver(() => mendAria(root))
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [ref])
}

function scalesFor(zoom: Zoom, locale: string): { scales: IScaleConfig[]; cellWidth: number } {
  // One formatter per scale: toLocaleDateString builds a new one for each of the scale's cells, which
  // on a plan of years is most of the chart's first drawing.
  const format = (options: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat(locale, options)
    return (date: Date) => formatter.format(date)
  }
  const months = { unit: 'month', step: 1, format: format({ month: 'long', year: 'numeric' }) } as const
  if (zoom === 'day')
    return {
      scales: [
        months,
        {
          unit: 'day',
          step: 1,
          format: format({ day: 'numeric' }),
          css: (date) => (isToday(date) ? todayCss : ''),
        },
      ],
      cellWidth: 32,
    }
  if (zoom === 'week')
    return {
      scales: [
        months,
        {
          unit: 'week',
          step: 1,
          format: format({ day: 'numeric', month: 'short' }),
          css: holdsToday('week'),
        },
      ],
      cellWidth: 70,
    }
  return {
    scales: [
      { unit: 'year', step: 1, format: format({ year: 'numeric' }) },
      { unit: 'month', step: 1, format: format({ month: 'short' }), css: holdsToday('month') },
    ],
    cellWidth: 90,
  }
}

// The project's plan as a Gantt chart (SVAR React Gantt): drag a bar to move it, its ends to change its
// dates, or draw a line from one bar's end to another's start to make the second wait for the first.
// Every change goes to the server, which plans it (dependants pushed later, parents stretched) and the
// chart shows what it answered; a refused change springs back with the server's message.
export default function TaskGantt({
  tree,
  readOnly,
  onOpenTask,
}: {
  tree: TaskTree
  readOnly: boolean
  onOpenTask: (task: Task) => void
}) {
  const { t, i18n } = useTranslation('projects')
  const [zoom, setZoom] = useState<Zoom>('week')
  const box = useRef<HTMLDivElement>(null)
  useMendedAria(box)
  const reschedule = useRescheduleTask()
  const link = useLinkTasks()
  const unlink = useUnlinkTasks()
  // The handlers registered once with the chart read the latest tree through this.
  const latest = useRef(tree)
  latest.current = tree
  const parents = useMemo(() => new Set(tree.tasks.map((task) => task.parent_id)), [tree])
  const tasks: ITask[] = useMemo(
    () =>
      tree.tasks.map((task) => ({
        id: task.id,
        text: task.name,
        start: toDate(task.start_date),
        end: toDate(task.end_date, 1),
        progress: task.progress,
        parent: task.parent_id ?? 0,
        // Only a task with children may be open: the chart walks an open task's children.
        ...(parents.has(task.id) ? { type: 'summary', open: true } : { type: 'task' }),
      })),
    [tree, parents],
  )
  const links = useMemo(
    () =>
      tree.links.map((each) => ({
        id: each.id,
        source: each.source_id,
        target: each.target_id,
        type: 'e2s' as const,
      })),
    [tree],
  )
  const { scales, cellWidth } = useMemo(() => scalesFor(zoom, i18n.language), [zoom, i18n.language])
  const columns = useMemo(
    () => [
      { id: 'text', header: t('tasks.fields.name'), flexgrow: 1 },
      {
        id: 'start',
        header: t('tasks.fields.startDate'),
        width: 100,
        align: 'center' as const,
        template: (date: Date) => toIsoDate(date),
      },
    ],
    [t],
  )

  const init = (api: IApi) => {
    const byId = (id: unknown) => latest.current.tasks.find((task) => task.id === id)
    api.on('update-task', (event) => {
      if (event.inProgress) return
      const task = byId(event.id)
      const drawn = api.getTask(event.id)
      if (!task || !drawn?.start || !drawn.end) return
      const start_date = toIsoDate(drawn.start)
      const end_date = toIsoDate(drawn.end, -1)
      const progress = Math.round(drawn.progress ?? task.progress)
      if (start_date === task.start_date && end_date === task.end_date && progress === task.progress) return
      reschedule.mutate({
        id: task.id,
        body:
          progress !== task.progress
            ? { progress, version: task.version }
            : { start_date, end_date: end_date < start_date ? start_date : end_date, version: task.version },
      })
    })
    api.intercept('add-link', (event) => {
      const { source, target, type } = event.link
      if (type === 'e2s' && source && target)
        link.mutate({ source_id: String(source), target_id: String(target) })
      return false
    })
    api.intercept('delete-link', (event) => {
      unlink.mutate(String(event.id))
      return false
    })
    // The tree is arranged on the tasks tab; here a double click opens the task's form.
    for (const action of ['add-task', 'delete-task', 'move-task', 'copy-task', 'indent-task'] as const)
      api.intercept(action, () => false)
    api.intercept('show-editor', (event) => {
      const task = byId(event.id)
      if (task) onOpenTask(task)
      return false
    })
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {readOnly ? t('gantt.readOnlyHint') : t('gantt.hint')}
        </Text>
        <SegmentedControl
          aria-label={t('gantt.zoom')}
          value={zoom}
          onChange={(value) => setZoom(value as Zoom)}
          data={(['day', 'week', 'month'] as const).map((value) => ({
            value,
            label: t(`gantt.zoomLevels.${value}`),
          }))}
        />
      </Group>
      <div ref={box} className={classes.gantt} data-testid="gantt">
        <Willow fonts={false}>
          <Gantt
            init={init}
            tasks={tasks}
            links={links}
            scales={scales}
            cellWidth={cellWidth}
            columns={columns}
            highlightTime={highlightToday}
            readonly={readOnly}
            cellHeight={36}
          />
        </Willow>
      </div>
    </Stack>
  )
}
