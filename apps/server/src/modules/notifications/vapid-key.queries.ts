import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { appSecrets } from '../../platform/db/secret.table.ts'

export async function findVapidKeys(db: Db): Promise<string | undefined> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid'))
  return row?.value
}

// Stores the keys unless a row is there already, then reads the one row every instance shares.
export async function storeVapidKeysOnce(db: Db, value: string) {
  await db.insert(appSecrets).values({ name: 'vapid', value }).onConflictDoNothing()
  return (await findVapidKeys(db))!
}
