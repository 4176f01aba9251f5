import type { Tx } from '../../platform/db/database.ts'
import type { FileStore } from '../../platform/files/file-store.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { seedDemoGuestQuotation, seedDemoQuotation } from './quotation-demo.seed.ts'
import { seedQuotationTemplates } from './templates/quotation-templates.seed.ts'

export async function seedQuotations(tx: Tx, demo: DemoCompanies, files: FileStore) {
  const templateId = await seedQuotationTemplates(tx, demo.client.id)
  await seedDemoQuotation(tx, demo, templateId, files)
  await seedDemoGuestQuotation(tx, demo, templateId)
}
