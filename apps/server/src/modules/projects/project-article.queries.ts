import { asc, eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { projectArticles } from './project-article.table.ts'

export type ProjectArticleValues = Omit<typeof projectArticles.$inferInsert, 'companyId' | 'projectId'>

export const articlesOfProject = (tx: Tx, projectId: string) =>
  tx
    .select()
    .from(projectArticles)
    .where(eq(projectArticles.projectId, projectId))
    .orderBy(asc(projectArticles.position))

export async function replaceProjectArticles(
  tx: Tx,
  companyId: string,
  projectId: string,
  lines: ProjectArticleValues[],
) {
  await tx.delete(projectArticles).where(eq(projectArticles.projectId, projectId))
  if (lines.length > 0)
    await tx.insert(projectArticles).values(lines.map((line) => ({ ...line, companyId, projectId })))
}
