import { eq } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { projectTasks } from './task.table.ts'

// The one task a guest's transaction sees (the *_guest policies admit no other): only what its page shows.
export async function guestTaskRow(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: projectTasks.id,
      companyId: projectTasks.companyId,
      projectId: projectTasks.projectId,
      name: projectTasks.name,
      description: projectTasks.description,
      startDate: projectTasks.startDate,
      endDate: projectTasks.endDate,
      status: projectTasks.status,
      progress: projectTasks.progress,
      version: projectTasks.version,
    })
    .from(projectTasks)
    .where(eq(projectTasks.id, id))
  return row
}
