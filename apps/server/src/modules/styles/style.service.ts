import type { StyleBody, StyleSharesBody, UpdateStyleBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import {
  countStylesNumbered,
  findStyle,
  insertStyle,
  replaceStyleShares,
  type StyleValues,
  updateStyleRow,
} from './style.queries.ts'
import { assertPartners, assertStyleReferences } from './style-references.ts'
import { styleColumns, writeStyleParts } from './style-writes.ts'

type Body = z.output<typeof StyleBody>

export async function getStyle(ctx: RequestContext, id: string) {
  const style = await findStyle(ctx.tx, ctx.companyId, id)
  if (!style) throw notFound()
  return style
}

async function assertNumberFree(ctx: RequestContext, styleNumber: string, exceptId?: string) {
  if ((await countStylesNumbered(ctx.tx, ctx.companyId, styleNumber, exceptId)) > 0)
    throw invalidField('style_number', 'styles.styleNumberTaken')
}

// A concurrent request may pass assertNumberFree too; the unique index then decides, on the same field.
const numberUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'styles_company_number_unique', 'style_number', 'styles.styleNumberTaken')

const audit = (
  ctx: RequestContext,
  id: string,
  action: string,
  before: object | null,
  after: object | null,
) => recordAudit(ctx, { entityType: 'style', entityId: id, action, before, after })

export async function createStyle(ctx: RequestContext, body: Body) {
  await assertStyleReferences(ctx, body)
  await assertNumberFree(ctx, body.style_number)
  const [row] = await numberUnique(insertStyle(ctx.tx, ctx.companyId, styleColumns(body)))
  await writeStyleParts(ctx, row!.id, body)
  const created = await getStyle(ctx, row!.id)
  await audit(ctx, created.id, 'created', null, created)
  await paramsChanged(ctx, ['styles'])
  return created
}

// Loads the style for a change: it must be ours, unchanged since the caller read it, and (unless the
// change is a restore) active.
async function styleForChange(ctx: RequestContext, id: string, version: number, allowArchived = false) {
  const before = await getStyle(ctx, id)
  if (before.version !== version) throw conflict()
  if (before.status === 'archived' && !allowArchived) throw conflict('styles.archived')
  return before
}

async function bumpVersion(ctx: RequestContext, id: string, version: number, values: Partial<StyleValues>) {
  const updated = await updateStyleRow(ctx.tx, ctx.companyId, id, version, values)
  if (updated.length === 0) throw conflict()
}

export async function updateStyle(ctx: RequestContext, id: string, body: z.output<typeof UpdateStyleBody>) {
  const before = await styleForChange(ctx, id, body.version)
  await assertStyleReferences(ctx, body)
  await assertNumberFree(ctx, body.style_number, id)
  await numberUnique(bumpVersion(ctx, id, body.version, styleColumns(body)))
  await writeStyleParts(ctx, id, body)
  const after = await getStyle(ctx, id)
  await audit(ctx, id, 'updated', before, after)
  await paramsChanged(ctx, ['styles'])
  return after
}

export async function setStyleStatus(
  ctx: RequestContext,
  id: string,
  version: number,
  status: 'active' | 'archived',
) {
  const before = await styleForChange(ctx, id, version, status === 'active')
  if (before.status === status)
    throw conflict(status === 'active' ? 'styles.alreadyActive' : 'styles.archived')
  await bumpVersion(ctx, id, version, { status })
  const after = await getStyle(ctx, id)
  await audit(ctx, id, status === 'active' ? 'restored' : 'archived', before, after)
  await paramsChanged(ctx, ['styles'])
  return after
}

export async function shareStyle(ctx: RequestContext, id: string, body: z.output<typeof StyleSharesBody>) {
  const before = await styleForChange(ctx, id, body.version)
  const companyIds = [...new Set(body.company_ids)]
  await assertPartners(ctx, companyIds, 'company_ids')
  await bumpVersion(ctx, id, body.version, {})
  await replaceStyleShares(ctx.tx, ctx.companyId, id, companyIds)
  const after = await getStyle(ctx, id)
  await audit(ctx, id, 'shared', { shared_with: before.shared_with }, { shared_with: after.shared_with })
  return after
}
