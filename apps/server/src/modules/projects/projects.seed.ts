import { inArray } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { articlesByCode } from '../articles/index.ts'
import { buyingEntityByInternalId, linkWarehouseToProject } from '../company-settings/index.ts'
import { masterDataByCode } from '../master-data/index.ts'
import { seedArticleMilestones } from './article-milestones/project-article-milestones.seed.ts'
import { projects } from './project.table.ts'
import { replaceProjectArticles } from './project-article.queries.ts'
import { seedProjectTasks } from './tasks/tasks.seed.ts'

// [article code, planned quantity, target price in SEK, note for the supplier]
type Line = [string, string, string | null, string | null]

// The flagship opens with the core range; the autumn capsule buys the warm layers and the trail shells.
const launchLines: Line[] = [
  ['NO-1001', '120', '690', null],
  ['NO-2001', '200', '420', 'Folded, one per polybag'],
  ['NO-4004', '60', '380', null],
]
const capsuleLines: Line[] = [
  ['NO-1003', '300', '1150', 'Recycled fill only'],
  ['NO-1004', '150', '1150', 'Recycled fill only'],
  ['NO-2002', '250', '440', null],
  ['NO-2003', '180', '520', null],
  ['NO-2005', '220', '360', null],
  ['NO-2004', '400', '95', null],
]

async function seedLines(tx: Tx, companyId: string, projectId: string, lines: Line[]) {
  const byCode = new Map(
    (
      await articlesByCode(
        tx,
        companyId,
        lines.map(([code]) => code),
      )
    ).map((article) => [article.code, article.id]),
  )
  await replaceProjectArticles(
    tx,
    companyId,
    projectId,
    lines.map(([code, quantity, targetPrice, supplierNote], position) => ({
      position,
      articleId: byCode.get(code)!,
      quantity,
      targetPrice,
      currency: targetPrice ? 'SEK' : null,
      supplierNote,
    })),
  )
}

// Nordic's two projects of 2027; the flagship launch stocks the new store's warehouse.
export async function seedProjects(tx: Tx, { client }: DemoCompanies) {
  const companyId = client.id
  const entity = await buyingEntityByInternalId(tx, companyId, 'NO-SE')
  const seasonId = async (code: string) =>
    (await masterDataByCode(tx, companyId, 'seasons', code))?.id ?? null
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@nordic.demo', 'buyer@nordic.demo']))
  const anna = people.find((user) => user.email === 'admin@nordic.demo')!.id
  const erik = people.find((user) => user.email === 'buyer@nordic.demo')!.id
  const [launch, capsule] = await tx
    .insert(projects)
    .values([
      {
        companyId,
        code: 'STH-LAUNCH',
        name: 'Stockholm flagship launch',
        seasonId: await seasonId('SS27'),
        year: 2027,
        buyingEntityId: entity!.id,
        startDate: '2027-01-11',
        endDate: '2027-04-30',
        description: 'Opening stock and fixtures for the new flagship store on Biblioteksgatan',
        managerIds: [anna],
        purchaserId: erik,
      },
      {
        companyId,
        code: 'AW27-CAPSULE',
        name: 'Autumn trail capsule',
        seasonId: await seasonId('AW27'),
        year: 2027,
        buyingEntityId: entity!.id,
        startDate: '2027-03-01',
        endDate: '2027-09-15',
        managerIds: [erik],
        memberIds: [anna],
        purchaserId: erik,
      },
    ])
    .returning()
  await linkWarehouseToProject(tx, companyId, 'STH-01', launch!.id)
  await seedProjectTasks(tx, companyId, capsule!.id)
  await seedLines(tx, companyId, launch!.id, launchLines)
  await seedLines(tx, companyId, capsule!.id, capsuleLines)
  await seedArticleMilestones(tx, companyId, capsule!)
}
