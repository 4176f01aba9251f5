import type { StyleBody } from '@scm/contracts'
import type { z } from 'zod'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertMasterData } from '../master-data/index.ts'
import { partnerCompanies } from './style-names.queries.ts'

type Body = z.output<typeof StyleBody>

// Every id the body points at must be an active item of the acting company, or a company it trades
// with: a foreign or unknown id is a 422 on its own field, never a silent link.
export async function assertStyleReferences(ctx: RequestContext, body: Body) {
  if (body.item_category_code_id)
    await assertMasterData(ctx, 'item-category-codes', body.item_category_code_id, 'item_category_code_id')
  for (const [index, id] of body.season_ids.entries())
    await assertMasterData(ctx, 'seasons', id, `season_ids.${index}`)
  for (const [index, id] of body.delivery_drop_code_ids.entries())
    await assertMasterData(ctx, 'delivery-drop-codes', id, `delivery_drop_code_ids.${index}`)
  for (const [index, colour] of body.colours.entries())
    if (colour.color_id) await assertMasterData(ctx, 'colors', colour.color_id, `colours.${index}.color_id`)
  for (const [index, material] of body.materials.entries())
    await assertMasterData(ctx, 'materials', material.material_id, `materials.${index}.material_id`)
  const suppliers = new Set(
    (await partnerCompanies(ctx.tx)).filter((row) => row.supplier).map((row) => row.id),
  )
  for (const [index, supplier] of body.suppliers.entries())
    if (!suppliers.has(supplier.supplier_id))
      throw invalidField(`suppliers.${index}.supplier_id`, 'styles.notAPartner')
}

export async function assertPartners(ctx: RequestContext, companyIds: string[], field: string) {
  const partners = new Set((await partnerCompanies(ctx.tx)).map((row) => row.id))
  for (const [index, id] of companyIds.entries())
    if (!partners.has(id)) throw invalidField(`${field}.${index}`, 'styles.notAPartner')
}
