import type { Task } from '@scm/contracts'

// A project's tasks as the server sends them (tree order) with each one's depth and children, for the
// list and the dialogs that pick a place in the tree.
export interface OutlineRow {
  task: Task
  depth: number
  childIds: string[]
}

export function outline(tasks: Task[]): OutlineRow[] {
  const rows = new Map<string, OutlineRow>()
  for (const task of tasks) {
    const parent = task.parent_id ? rows.get(task.parent_id) : undefined
    rows.set(task.id, { task, depth: parent ? parent.depth + 1 : 0, childIds: [] })
    parent?.childIds.push(task.id)
  }
  return [...rows.values()]
}

// The task and everything under it.
export function subtreeIds(rows: OutlineRow[], id: string): Set<string> {
  const byId = new Map(rows.map((row) => [row.task.id, row]))
  const ids = new Set([id])
  for (const each of ids) for (const child of byId.get(each)?.childIds ?? []) ids.add(child)
  return ids
}

// "Expand all" on a task (spec §4): the task and its children and grandchildren open.
export function withThreeLevels(rows: OutlineRow[], id: string, open: Set<string>): Set<string> {
  const byId = new Map(rows.map((row) => [row.task.id, row]))
  const next = new Set(open)
  let level = [id]
  for (let depth = 0; depth < 3; depth++) {
    for (const each of level) next.add(each)
    level = level.flatMap((each) => byId.get(each)?.childIds ?? [])
  }
  return next
}

// The rows to show: those whose every parent is open.
export function visibleRows(rows: OutlineRow[], open: Set<string>): OutlineRow[] {
  const shown = new Set<string>()
  return rows.filter((row) => {
    const parentId = row.task.parent_id
    const visible = parentId === null || (shown.has(parentId) && open.has(parentId))
    if (visible) shown.add(row.task.id)
    return visible
  })
}
