import { and, asc, eq, ne, notInArray } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { projectArticles } from '../project-article.table.ts'
import { projectArticleMilestones as milestones } from './project-article-milestone.table.ts'

export type ArticleMilestoneRow = typeof milestones.$inferSelect
export type NewArticleMilestone = typeof milestones.$inferInsert

// The project's milestones, article by article in the project's order, each article's in plan order.
export const projectMilestoneRows = async (tx: Tx, projectId: string) =>
  (
    await tx
      .select({ milestone: milestones })
      .from(milestones)
      .leftJoin(
        projectArticles,
        and(
          eq(projectArticles.projectId, milestones.projectId),
          eq(projectArticles.articleId, milestones.articleId),
        ),
      )
      .where(eq(milestones.projectId, projectId))
      .orderBy(asc(projectArticles.position), asc(milestones.plannedDate), asc(milestones.position))
  ).map((row) => row.milestone)

export const findArticleMilestone = async (tx: Tx, projectId: string, id: string) =>
  (
    await tx
      .select()
      .from(milestones)
      .where(and(eq(milestones.projectId, projectId), eq(milestones.id, id)))
  )[0]

export const articleInProject = async (tx: Tx, projectId: string, articleId: string) =>
  (
    await tx
      .select({ id: projectArticles.id })
      .from(projectArticles)
      .where(and(eq(projectArticles.projectId, projectId), eq(projectArticles.articleId, articleId)))
  ).length === 1

const ofArticle = (projectId: string, articleId: string) =>
  and(eq(milestones.projectId, projectId), eq(milestones.articleId, articleId))

export const articleMilestoneRows = (tx: Tx, projectId: string, articleId: string) =>
  tx.select().from(milestones).where(ofArticle(projectId, articleId)).orderBy(asc(milestones.position))

// Re-applying a workflow replaces what has not started; started milestones stay as they are.
export const deleteUnstartedArticleMilestones = (tx: Tx, projectId: string, articleId: string) =>
  tx.delete(milestones).where(and(ofArticle(projectId, articleId), eq(milestones.status, 'not_started')))

export const startedArticleMilestones = (tx: Tx, projectId: string, articleId: string) =>
  tx
    .select()
    .from(milestones)
    .where(and(ofArticle(projectId, articleId), ne(milestones.status, 'not_started')))

export const insertArticleMilestones = async (tx: Tx, rows: NewArticleMilestone[]) => {
  if (rows.length > 0) await tx.insert(milestones).values(rows)
}

// The milestone at `version` with its new status; none when another change came first.
export const updateArticleMilestoneAt = async (
  tx: Tx,
  row: ArticleMilestoneRow,
  version: number,
  values: Pick<NewArticleMilestone, 'status' | 'actualDate'>,
) =>
  (
    await tx
      .update(milestones)
      .set({ ...values, updatedAt: new Date(), version: version + 1 })
      .where(and(eq(milestones.id, row.id), eq(milestones.version, version)))
      .returning()
  )[0]

// An article taken out of the project takes its milestones with it.
export const deleteMilestonesOfRemovedArticles = (tx: Tx, projectId: string, keptArticleIds: string[]) =>
  tx
    .delete(milestones)
    .where(
      keptArticleIds.length === 0
        ? eq(milestones.projectId, projectId)
        : and(eq(milestones.projectId, projectId), notInArray(milestones.articleId, keptArticleIds)),
    )
