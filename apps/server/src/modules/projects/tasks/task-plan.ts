import type { TaskStatus } from '@scm/contracts'

// The scheduling rules of a project's tasks, worked out in memory on the whole project before anything
// is written (decision 0047): a change loads the project's tasks and links once, plans here, and writes
// back only the tasks that changed, in one statement.
//
// - A parent spans its children: its start is their first start, its end their last end.
// - A dependency is finish-to-start: its target starts the day after its source ends, or later. A task
//   that moves later pushes its dependants (and theirs) just far enough; one that moves earlier leaves
//   them where they are: on a plan shared with suppliers, nobody's dates move earlier by themselves.
// - Moving a parent moves its children with it.
// - Completing a task completes its children.

export interface PlanTask {
  id: string
  name: string
  parentId: string | null
  position: number
  // Whole days since 1970-01-01; the end day is included.
  start: number
  end: number
  status: TaskStatus
  progress: number
}

export interface PlanLink {
  sourceId: string
  targetId: string
}

const dayMs = 86_400_000
export const toDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / dayMs
export const toIsoDate = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10)

type Snapshot = Omit<PlanTask, 'id' | 'name'>
const snapshot = ({ id: _id, name: _name, ...rest }: PlanTask): Snapshot => rest
const same = (a: Snapshot, b: Snapshot) =>
  a.parentId === b.parentId &&
  a.position === b.position &&
  a.start === b.start &&
  a.end === b.end &&
  a.status === b.status &&
  a.progress === b.progress

// A violated dependency after planning: the target starts before its source has ended. Only a change
// that moves a task earlier than its own predecessor allows can leave one.
export interface Violation {
  task: PlanTask
  predecessor: PlanTask
}

export class TaskPlan {
  private readonly tasks = new Map<string, PlanTask>()
  private readonly before = new Map<string, Snapshot>()
  private readonly children = new Map<string | null, string[]>()
  private readonly outgoing = new Map<string, string[]>()
  private readonly links: PlanLink[] = []

  constructor(tasks: PlanTask[], links: PlanLink[]) {
    for (const task of tasks) this.add(task)
    for (const list of this.children.values())
      list.sort((a, b) => this.get(a).position - this.get(b).position)
    for (const link of links) this.addLink(link)
  }

  has(id: string) {
    return this.tasks.has(id)
  }

  get(id: string): PlanTask {
    const task = this.tasks.get(id)
    if (!task) throw new Error(`No task ${id} in the plan`)
    return task
  }

  childrenOf(id: string | null): readonly string[] {
    return this.children.get(id) ?? []
  }

  hasLink(sourceId: string, targetId: string) {
    return this.links.some((link) => link.sourceId === sourceId && link.targetId === targetId)
  }

  // The task and everything under it, the task first.
  subtree(id: string): string[] {
    const ids = [id]
    for (let at = 0; at < ids.length; at++) ids.push(...this.childrenOf(ids[at]!))
    return ids
  }

  isInSubtree(rootId: string, id: string) {
    for (let at: string | null = id; at !== null; at = this.get(at).parentId) if (at === rootId) return true
    return false
  }

  // Whether `from` reaches `to` by following dependencies forward: a new link to → from would loop.
  reaches(from: string, to: string) {
    const seen = new Set([from])
    const queue = [from]
    while (queue.length > 0) {
      const at = queue.pop()!
      if (at === to) return true
      for (const next of this.outgoing.get(at) ?? [])
        if (!seen.has(next)) {
          seen.add(next)
          queue.push(next)
        }
    }
    return false
  }

  // Whether the dependencies and the tree together ask for the impossible: a dependency between a task
  // and one above or below it, or a ring of them through parents (a child depends on something that
  // depends on its parent). Each task is two events, its start and its end; a link orders one end
  // before another start, a parent's start comes before its children's and its end after theirs. A
  // loop of these orderings holds a link, which is strict: no dates satisfy it, and settling would
  // push tasks later forever. Kahn's topological sort finds one in time linear in tasks and links.
  hasLoop() {
    const ids = [...this.tasks.keys()]
    const index = new Map(ids.map((id, at) => [id, at]))
    const start = (id: string) => 2 * index.get(id)!
    const end = (id: string) => 2 * index.get(id)! + 1
    const edges: number[][] = Array.from({ length: ids.length * 2 }, () => [])
    for (const id of ids) {
      edges[start(id)]!.push(end(id))
      const { parentId } = this.get(id)
      if (parentId !== null) {
        edges[end(id)]!.push(end(parentId))
        edges[start(parentId)]!.push(start(id))
      }
    }
    for (const { sourceId, targetId } of this.links)
      if (index.has(sourceId) && index.has(targetId)) edges[end(sourceId)]!.push(start(targetId))
    const incoming = new Array<number>(edges.length).fill(0)
    for (const list of edges) for (const to of list) incoming[to]!++
    const ready = incoming.flatMap((count, node) => (count === 0 ? [node] : []))
    let sorted = 0
    while (ready.length > 0) {
      const node = ready.pop()!
      sorted++
      for (const to of edges[node]!) if (--incoming[to]! === 0) ready.push(to)
    }
    return sorted < edges.length
  }

  // A task created in this change: it has no "before", so it counts as changed only if asked for.
  insert(task: PlanTask, position: number | undefined) {
    this.add(task)
    const siblings = this.children.get(task.parentId)!
    siblings.pop()
    siblings.splice(Math.min(position ?? siblings.length, siblings.length), 0, task.id)
    this.renumber(task.parentId)
    this.before.delete(task.id)
  }

  // Counts the task as changed whatever the plan did to it: it gets its next version.
  touch(id: string) {
    this.before.delete(id)
  }

  addLink(link: PlanLink) {
    this.links.push(link)
    const list = this.outgoing.get(link.sourceId) ?? []
    list.push(link.targetId)
    this.outgoing.set(link.sourceId, list)
  }

  // Returns the old parent, which settling then shrinks to the children it has left.
  move(id: string, parentId: string | null, position: number) {
    const task = this.get(id)
    const from = task.parentId
    this.detach(id)
    task.parentId = parentId
    const siblings = this.children.get(parentId) ?? []
    siblings.splice(Math.min(position, siblings.length), 0, id)
    this.children.set(parentId, siblings)
    this.renumber(parentId)
    return from
  }

  // Takes the task and its subtree out of the plan. Settling the old parent afterwards makes it span the
  // children that remain; with none left it keeps its dates as an ordinary task.
  remove(id: string): { removed: string[]; parentId: string | null } {
    const ids = this.subtree(id)
    const parentId = this.get(id).parentId
    this.detach(id)
    const gone = new Set(ids)
    for (const each of ids) {
      this.tasks.delete(each)
      this.before.delete(each)
      this.children.delete(each)
      this.outgoing.delete(each)
    }
    for (const [source, targets] of this.outgoing)
      this.outgoing.set(
        source,
        targets.filter((target) => !gone.has(target)),
      )
    return { removed: ids, parentId }
  }

  shift(id: string, days: number) {
    if (days === 0) return
    for (const each of this.subtree(id)) {
      const task = this.get(each)
      task.start += days
      task.end += days
    }
  }

  complete(id: string) {
    for (const each of this.subtree(id)) {
      const task = this.get(each)
      task.status = 'completed'
      task.progress = 100
    }
  }

  // Settles the plan after the given tasks changed: parents stretched or shrunk to span their children
  // and dependants pushed later, until nothing moves. Without a loop (hasLoop, checked before) each
  // push moves a task strictly later towards a bound, so this ends; the guard stands for that proof.
  settle(changed: Iterable<string>) {
    const queue = [...changed]
    let steps = 0
    const limit = (this.tasks.size + 1) * (this.links.length + this.tasks.size + 1)
    while (queue.length > 0) {
      if (++steps > limit) throw new Error('The task plan does not settle')
      const id = queue.shift()!
      if (!this.tasks.has(id)) continue
      const task = this.get(id)
      this.respan(id)
      const parentId = task.parentId
      if (parentId !== null && this.respan(parentId)) queue.push(parentId)
      for (const targetId of this.outgoing.get(id) ?? []) {
        const target = this.get(targetId)
        const earliest = task.end + 1
        if (target.start < earliest) {
          const subtree = this.subtree(targetId)
          this.shift(targetId, earliest - target.start)
          queue.push(...subtree)
        }
      }
    }
  }

  violations(): Violation[] {
    return this.links.flatMap(({ sourceId, targetId }) => {
      if (!this.tasks.has(sourceId) || !this.tasks.has(targetId)) return []
      const predecessor = this.get(sourceId)
      const task = this.get(targetId)
      return task.start <= predecessor.end ? [{ task, predecessor }] : []
    })
  }

  // Every task whose place, dates, status or progress differ from when the plan was made, in tree order.
  changed(): PlanTask[] {
    return this.inTreeOrder().filter((task) => {
      const was = this.before.get(task.id)
      return was === undefined || !same(was, snapshot(task))
    })
  }

  inTreeOrder(): PlanTask[] {
    const ordered: PlanTask[] = []
    const visit = (parentId: string | null) => {
      for (const id of this.childrenOf(parentId)) {
        ordered.push(this.get(id))
        visit(id)
      }
    }
    visit(null)
    return ordered
  }

  private add(task: PlanTask) {
    this.tasks.set(task.id, { ...task })
    this.before.set(task.id, snapshot(task))
    const siblings = this.children.get(task.parentId) ?? []
    siblings.push(task.id)
    this.children.set(task.parentId, siblings)
  }

  private detach(id: string) {
    const parentId = this.get(id).parentId
    this.children.set(
      parentId,
      this.childrenOf(parentId).filter((each) => each !== id),
    )
    this.renumber(parentId)
  }

  private renumber(parentId: string | null) {
    this.childrenOf(parentId).forEach((id, position) => {
      this.get(id).position = position
    })
  }

  // Whether the parent's dates changed to span its children; a parent without children keeps its own.
  private respan(parentId: string) {
    const children = this.childrenOf(parentId).map((id) => this.get(id))
    if (children.length === 0) return false
    const parent = this.get(parentId)
    const start = Math.min(...children.map((child) => child.start))
    const end = Math.max(...children.map((child) => child.end))
    if (parent.start === start && parent.end === end) return false
    parent.start = start
    parent.end = end
    return true
  }
}
