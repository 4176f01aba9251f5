import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { seedQuotationTemplates } from './templates/quotation-templates.seed.ts'

export async function seedQuotations(tx: Tx, { client }: DemoCompanies) {
  await seedQuotationTemplates(tx, client.id)
}
