import { eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import {
  styleColours,
  styleDropCodes,
  styleMaterials,
  styleSeasons,
  styleSuppliers,
  styleTags,
} from './style-parts.table.ts'

export type StylePartRows = {
  seasons: Array<typeof styleSeasons.$inferInsert>
  dropCodes: Array<typeof styleDropCodes.$inferInsert>
  tags: Array<typeof styleTags.$inferInsert>
  suppliers: Array<typeof styleSuppliers.$inferInsert>
  colours: Array<typeof styleColours.$inferInsert>
  materials: Array<typeof styleMaterials.$inferInsert>
}

export async function findStyleTagIds(tx: Tx, styleId: string) {
  const rows = await tx.select({ id: styleTags.tagId }).from(styleTags).where(eq(styleTags.styleId, styleId))
  return rows.map((tag) => tag.id)
}

// Replaces every list of the style with the given rows.
export async function replaceStyleParts(tx: Tx, styleId: string, parts: StylePartRows) {
  for (const table of [styleSeasons, styleDropCodes, styleTags, styleSuppliers, styleColours, styleMaterials])
    await tx.delete(table).where(eq(table.styleId, styleId))
  const { seasons, dropCodes, tags, suppliers, colours, materials } = parts
  if (seasons.length) await tx.insert(styleSeasons).values(seasons)
  if (dropCodes.length) await tx.insert(styleDropCodes).values(dropCodes)
  if (tags.length) await tx.insert(styleTags).values(tags)
  if (suppliers.length) await tx.insert(styleSuppliers).values(suppliers)
  if (colours.length) await tx.insert(styleColours).values(colours)
  if (materials.length) await tx.insert(styleMaterials).values(materials)
}
