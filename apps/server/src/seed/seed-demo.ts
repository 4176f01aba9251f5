import { eq } from 'drizzle-orm'
import { insertCompanyWithRoles } from '../modules/companies/index.ts'
import { modules } from '../modules/index.ts'
import { insertPartnership } from '../modules/partners/index.ts'
import { hashPassword } from '../platform/auth/password.ts'
import type { Db } from '../platform/db/database.ts'
import { appSecrets } from '../platform/db/secret.table.ts'
import type { FileStore } from '../platform/files/file-store.ts'
import { userRoles } from '../platform/tenancy/role.table.ts'
import { users } from '../platform/tenancy/user.table.ts'
import { demoCompanies, demoPassword, demoUsers } from './demo-data.ts'

const marker = 'seed:demo'

// Seeds the demo companies and users, then each module's demo data, once; a database that was seeded
// before is left alone, even if someone has since changed or removed the demo data.
export async function seedDemo(db: Db, files: FileStore): Promise<boolean> {
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
    await insertPartnership(tx, created.nordic.company.id, created.baltic.company.id)
    const demo = { client: created.nordic.company, supplier: created.baltic.company }
    for (const module of modules) await module.seed?.(tx, demo, files)
  })
  return true
}
