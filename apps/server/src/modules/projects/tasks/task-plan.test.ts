import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type PlanLink, type PlanTask, TaskPlan } from './task-plan.ts'

const task = (
  id: string,
  parentId: string | null,
  position: number,
  start: number,
  end: number,
): PlanTask => ({
  id,
  name: id,
  parentId,
  position,
  start,
  end,
  status: 'not_started',
  progress: 0,
})

// Whether every parent spans its children, every dependency holds and siblings are numbered 0, 1, 2, …
function expectSettled(plan: TaskPlan) {
  const tasks = plan.inTreeOrder()
  for (const each of tasks) {
    const children = plan.childrenOf(each.id).map((id) => plan.get(id))
    if (children.length > 0) {
      expect(each.start).toBe(Math.min(...children.map((child) => child.start)))
      expect(each.end).toBe(Math.max(...children.map((child) => child.end)))
    }
    expect(children.map((child) => child.position)).toEqual(children.map((_, index) => index))
  }
  expect(plan.violations()).toEqual([])
}

describe('the task plan', () => {
  it('pushes dependants just far enough when a task moves later, and leaves them when it moves earlier', () => {
    const plan = new TaskPlan(
      [task('a', null, 0, 0, 4), task('b', null, 1, 10, 12), task('c', null, 2, 13, 15)],
      [
        { sourceId: 'a', targetId: 'b' },
        { sourceId: 'b', targetId: 'c' },
      ],
    )
    plan.shift('a', 8)
    plan.settle(['a'])
    expect(['a', 'b', 'c'].map((id) => [plan.get(id).start, plan.get(id).end])).toEqual([
      [8, 12],
      [13, 15],
      [16, 18],
    ])
    plan.shift('a', -8)
    plan.settle(['a'])
    expect(plan.get('b').start).toBe(13)
    expect(plan.changed().map((each) => each.id)).toEqual(['b', 'c'])
  })

  it('stretches parents over their children and moves children with their parent', () => {
    const plan = new TaskPlan(
      [task('p', null, 0, 0, 5), task('x', 'p', 0, 0, 2), task('y', 'p', 1, 3, 5), task('q', null, 1, 6, 9)],
      [{ sourceId: 'p', targetId: 'q' }],
    )
    plan.get('y').end = 7
    plan.settle(['y'])
    expect([plan.get('p').end, plan.get('q').start, plan.get('q').end]).toEqual([7, 8, 11])
    plan.shift('p', 2)
    plan.settle(plan.subtree('p'))
    expect(['x', 'y'].map((id) => plan.get(id).start)).toEqual([2, 5])
    expect(plan.get('q').start).toBe(10)
  })

  it('knows a dependency between a child and its parent, or through a parent, for a loop', () => {
    const plan = new TaskPlan(
      [task('p', null, 0, 0, 5), task('c', 'p', 0, 0, 2), task('d', null, 1, 6, 8)],
      [{ sourceId: 'c', targetId: 'd' }],
    )
    expect(plan.hasLoop()).toBe(false)
    plan.addLink({ sourceId: 'd', targetId: 'p' })
    expect(plan.hasLoop()).toBe(true)
    const family = new TaskPlan([task('p', null, 0, 0, 5), task('c', 'p', 0, 0, 2)], [])
    family.addLink({ sourceId: 'c', targetId: 'p' })
    expect(family.hasLoop()).toBe(true)
  })

  it('finds a loop before it is made', () => {
    const plan = new TaskPlan(
      [task('a', null, 0, 0, 1), task('b', null, 1, 2, 3), task('c', null, 2, 4, 5)],
      [
        { sourceId: 'a', targetId: 'b' },
        { sourceId: 'b', targetId: 'c' },
      ],
    )
    expect(plan.reaches('a', 'c')).toBe(true)
    expect(plan.reaches('c', 'a')).toBe(false)
  })

  it('stays settled through any sequence of moves, shifts, removals and new links', () => {
    const size = 12
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('shift' as const),
        at: fc.nat(size - 1),
        days: fc.integer({ min: -20, max: 20 }),
      }),
      fc.record({
        kind: fc.constant('move' as const),
        at: fc.nat(size - 1),
        to: fc.nat(size),
        position: fc.nat(5),
      }),
      fc.record({ kind: fc.constant('link' as const), at: fc.nat(size - 1), to: fc.nat(size - 1) }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat(size - 1) }),
    )
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 25 }), (operations) => {
        const tasks = Array.from({ length: size }, (_, index) =>
          task(`t${index}`, null, index, index * 3, index * 3 + 2),
        )
        const plan = new TaskPlan(tasks, [])
        const id = (index: number) => `t${index}`
        for (const op of operations) {
          if (!plan.has(id(op.at))) continue
          if (op.kind === 'shift') {
            // As the service does: a moved task must not start before what it depends on has ended.
            const before = plan.get(id(op.at)).start
            plan.shift(id(op.at), op.days)
            plan.settle(plan.subtree(id(op.at)))
            if (plan.violations().length > 0) {
              plan.shift(id(op.at), before - plan.get(id(op.at)).start)
              plan.settle(plan.subtree(id(op.at)))
            }
          } else if (op.kind === 'move') {
            const parent = op.to === size || !plan.has(id(op.to)) ? null : id(op.to)
            if (parent !== null && plan.isInSubtree(id(op.at), parent)) continue
            const from = plan.move(id(op.at), parent, op.position)
            // The service refuses such a move and rolls it back; here the sequence ends.
            if (plan.hasLoop()) return
            plan.settle(from === null ? [id(op.at)] : [id(op.at), from])
            if (plan.violations().length > 0) return
          } else if (op.kind === 'link') {
            const [source, target] = [id(op.at), id(op.to)]
            if (!plan.has(target) || plan.isInSubtree(source, target) || plan.isInSubtree(target, source))
              continue
            if (plan.hasLink(source, target) || plan.reaches(target, source)) continue
            plan.addLink({ sourceId: source, targetId: target } satisfies PlanLink)
            if (plan.hasLoop()) return
            plan.settle([source])
          } else {
            const { parentId } = plan.remove(id(op.at))
            if (parentId !== null) plan.settle([parentId])
          }
          expectSettled(plan)
        }
      }),
      { numRuns: 300 },
    )
  })
})
