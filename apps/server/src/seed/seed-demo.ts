import { eq } from 'drizzle-orm'
import { insertCompanyWithRoles } from '../modules/companies/index.ts'
import { partnerships } from '../modules/partners/partnership.table.ts'
import { hashPassword } from '../platform/auth/password.ts'
import type { Db } from '../platform/db/database.ts'
import { appSecrets } from '../platform/db/secret.table.ts'
import { userRoles } from '../platform/tenancy/role.table.ts'
import { users } from '../platform/tenancy/user.table.ts'
import { seedDemoArticles } from './demo-articles.ts'
import { seedDemoClientSettings, seedDemoSupplierSettings } from './demo-company-settings.ts'
import { demoCompanies, demoPassword, demoUsers } from './demo-data.ts'
import { seedDemoMasterData } from './demo-master-data.ts'
import { seedDemoOrders } from './demo-orders.ts'
import { seedDemoPartners } from './demo-partners.ts'
import { seedDemoStyles } from './demo-styles.ts'

const marker = 'seed:demo'

// Seeds the demo companies and users once; a database that was seeded before is left alone,
// even if someone has since changed or removed the demo data.
export async function seedDemo(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appSecrets).where(eq(appSecrets.name, marker))
  if (done) return false
  const passwordHash = await hashPassword(demoPassword)
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSecrets)
      .values({ name: marker, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning()
    if (claimed.length === 0) return
    const created = {
      nordic: await insertCompanyWithRoles(tx, demoCompanies.nordic),
      baltic: await insertCompanyWithRoles(tx, demoCompanies.baltic),
    }
    for (const demo of demoUsers) {
      const { company, roles, adminRole } = created[demo.company]
      const role = demo.role === 'admin' ? adminRole : roles.find((r) => r.roleType !== 3)!
      const [user] = await tx
        .insert(users)
        .values({
          companyId: company.id,
          firstName: demo.firstName,
          lastName: demo.lastName,
          email: demo.email,
          locale: demo.locale,
          passwordHash,
          emailVerifiedAt: new Date(),
        })
        .returning()
      await tx.insert(userRoles).values({ companyId: company.id, userId: user!.id, roleId: role.id })
    }
    await tx
      .insert(partnerships)
      .values({ clientCompanyId: created.nordic.company.id, supplierCompanyId: created.baltic.company.id })
    await seedDemoMasterData(tx, created.nordic.company.id)
    await seedDemoMasterData(tx, created.baltic.company.id)
    await seedDemoClientSettings(tx, created.nordic.company.id)
    await seedDemoSupplierSettings(tx, created.baltic.company.id)
    await seedDemoArticles(tx, created.nordic.company.id, created.baltic.company.id)
    await seedDemoStyles(tx, created.nordic.company.id, created.baltic.company.id)
    await seedDemoPartners(tx, created.nordic.company, created.baltic.company)
    await seedDemoOrders(tx, created.nordic.company, created.baltic.company)
  })
  return true
}
