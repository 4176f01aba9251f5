import { eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { agreementCategories, agreements, agreementTags } from './agreement.table.ts'

export async function findAgreementRole(tx: Tx, agreementId: string) {
  const [agreement] = await tx
    .select({ role: agreements.role })
    .from(agreements)
    .where(eq(agreements.id, agreementId))
  return agreement?.role
}

export async function agreementTagIds(tx: Tx, agreementId: string) {
  const rows = await tx
    .select({ id: agreementTags.tagId })
    .from(agreementTags)
    .where(eq(agreementTags.agreementId, agreementId))
  return rows.map((tag) => tag.id)
}

// Replaces an agreement's categories and tags with the given ones.
export async function replaceAgreementLinks(
  tx: Tx,
  companyId: string,
  agreementId: string,
  categories: string[],
  tags: string[],
) {
  await tx.delete(agreementCategories).where(eq(agreementCategories.agreementId, agreementId))
  await tx.delete(agreementTags).where(eq(agreementTags.agreementId, agreementId))
  if (categories.length)
    await tx
      .insert(agreementCategories)
      .values(categories.map((categoryId) => ({ companyId, agreementId, categoryId })))
  if (tags.length)
    await tx.insert(agreementTags).values(tags.map((tagId) => ({ companyId, agreementId, tagId })))
}
