import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { seedDemoGuestQuotation, seedDemoQuotation } from './quotation-demo.seed.ts'
import { seedQuotationTemplates } from './templates/quotation-templates.seed.ts'

export async function seedQuotations(tx: Tx, demo: DemoCompanies) {
  const templateId = await seedQuotationTemplates(tx, demo.client.id)
  await seedDemoQuotation(tx, demo, templateId)
  await seedDemoGuestQuotation(tx, demo, templateId)
}
