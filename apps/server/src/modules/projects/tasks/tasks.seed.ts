import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { issueGuestLink } from '../../../platform/guest-links/guest-links.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { projectTaskLinks, projectTasks } from './task.table.ts'
import { taskGuestLink } from './task-guest-link.ts'

interface DemoTask {
  name: string
  start: string
  end: string
  status?: 'in_progress' | 'completed'
  progress?: number
  children?: DemoTask[]
}

// The autumn capsule's plan, three levels deep: development, then production, then launch, each step
// waiting for the one before it. Dates are set so that every parent spans its children and every
// dependency holds, as the service would have left them.
const plan: DemoTask[] = [
  {
    name: 'Development',
    start: '2027-03-01',
    end: '2027-04-16',
    children: [
      {
        name: 'Design brief',
        start: '2027-03-01',
        end: '2027-03-05',
        status: 'completed',
        progress: 100,
      },
      {
        name: 'Sampling',
        start: '2027-03-08',
        end: '2027-04-16',
        children: [
          {
            name: 'Proto samples',
            start: '2027-03-08',
            end: '2027-03-26',
            status: 'in_progress',
            progress: 60,
          },
          { name: 'Fit session', start: '2027-03-29', end: '2027-04-02' },
          { name: 'Salesman samples', start: '2027-04-05', end: '2027-04-16' },
        ],
      },
    ],
  },
  {
    name: 'Production',
    start: '2027-04-19',
    end: '2027-07-30',
    children: [
      { name: 'Bulk fabric', start: '2027-04-19', end: '2027-05-28' },
      { name: 'Cut, make and trim', start: '2027-05-31', end: '2027-07-16' },
      { name: 'Final inspection', start: '2027-07-19', end: '2027-07-30' },
    ],
  },
  { name: 'Launch in stores', start: '2027-08-30', end: '2027-09-15' },
]

const dependencies: Array<[string, string]> = [
  ['Design brief', 'Sampling'],
  ['Proto samples', 'Fit session'],
  ['Fit session', 'Salesman samples'],
  ['Development', 'Production'],
  ['Bulk fabric', 'Cut, make and trim'],
  ['Cut, make and trim', 'Final inspection'],
  ['Production', 'Launch in stores'],
]

export async function seedProjectTasks(tx: Tx, companyId: string, projectId: string) {
  const [erik] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, 'buyer@nordic.demo')))
  const ids = new Map<string, string>()
  const insert = async (tasks: DemoTask[], parentId: string | null) => {
    for (const [position, task] of tasks.entries()) {
      const [row] = await tx
        .insert(projectTasks)
        .values({
          companyId,
          projectId,
          parentId,
          position,
          name: task.name,
          startDate: task.start,
          endDate: task.end,
          status: task.status ?? 'not_started',
          progress: task.progress ?? 0,
          managerId: erik?.id ?? null,
        })
        .returning({ id: projectTasks.id })
      ids.set(task.name, row!.id)
      await insert(task.children ?? [], row!.id)
    }
  }
  await insert(plan, null)
  await tx.insert(projectTaskLinks).values(
    dependencies.map(([source, target]) => ({
      companyId,
      projectId,
      sourceId: ids.get(source)!,
      targetId: ids.get(target)!,
    })),
  )

  // The final inspection was sent to an outside inspector (decision 0049). Only the link's hash is kept
  // and its password is random, so the demo holds no working link.
  await issueGuestLink(tx, taskGuestLink, {
    companyId,
    documentId: ids.get('Final inspection')!,
    actingCompanyId: null,
    recipientEmail: 'inspector@nordic-qc.example',
    createdBy: erik ? { id: erik.id, name: `${erik.firstName} ${erik.lastName}` } : null,
    password: randomBytes(18).toString('base64url'),
  })
}
