import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { buyingEntityByInternalId, linkWarehouseToProject } from '../company-settings/index.ts'
import { masterDataByCode } from '../master-data/index.ts'
import { projects } from './project.table.ts'
import { seedProjectTasks } from './tasks/tasks.seed.ts'

// Nordic's two projects of 2027; the flagship launch stocks the new store's warehouse.
export async function seedProjects(tx: Tx, { client }: DemoCompanies) {
  const companyId = client.id
  const entity = await buyingEntityByInternalId(tx, companyId, 'NO-SE')
  const seasonId = async (code: string) =>
    (await masterDataByCode(tx, companyId, 'seasons', code))?.id ?? null
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
      },
    ])
    .returning()
  await linkWarehouseToProject(tx, companyId, 'STH-01', launch!.id)
  await seedProjectTasks(tx, companyId, capsule!.id)
}
