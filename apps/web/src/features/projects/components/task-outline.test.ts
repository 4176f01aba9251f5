import type { Task } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { outline, subtreeIds, visibleRows, withThreeLevels } from './task-outline.ts'

const task = (id: string, parent_id: string | null): Task => ({
  id,
  project_id: 'p',
  parent_id,
  position: 0,
  name: id,
  description: null,
  start_date: '2027-01-01',
  end_date: '2027-01-02',
  status: 'not_started',
  progress: 0,
  manager_id: null,
  manager_name: null,
  executor_id: null,
  executor_name: null,
  updated_at: '',
  version: 0,
})

// a ─ b ─ c ─ d ─ e, and f at the top.
const rows = outline([
  task('a', null),
  task('b', 'a'),
  task('c', 'b'),
  task('d', 'c'),
  task('e', 'd'),
  task('f', null),
])

describe('the task outline', () => {
  it('knows depths, subtrees and what shows under open parents', () => {
    expect(rows.map((row) => row.depth)).toEqual([0, 1, 2, 3, 4, 0])
    expect([...subtreeIds(rows, 'c')]).toEqual(['c', 'd', 'e'])
    expect(visibleRows(rows, new Set(['a'])).map((row) => row.task.id)).toEqual(['a', 'b', 'f'])
  })

  it('expands a task and two levels below it, and no further', () => {
    const open = withThreeLevels(rows, 'a', new Set())
    expect([...open].sort()).toEqual(['a', 'b', 'c'])
    expect(visibleRows(rows, open).map((row) => row.task.id)).toEqual(['a', 'b', 'c', 'd', 'f'])
  })
})
