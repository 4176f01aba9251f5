import type { QuotationTemplate, QuotationTemplateSummary, quotationTemplateEndpoints } from '@scm/contracts'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { companyList } from '../../../platform/db/company-list.ts'
import { refuseIfInUse } from '../../../platform/db/in-use.ts'
import { withUniqueField } from '../../../platform/db/unique-violation.ts'
import { conflict } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import type { CrudService } from '../../../platform/http/crud-routes.ts'
import { messageBody } from '../../../platform/http/message.ts'
import { criteriaSummary, criterionValues, toCriterion } from '../criterion-values.ts'
import {
  deleteTemplate,
  insertTemplate,
  replaceTemplateCriteria,
  type TemplateCriterionRow,
  type TemplateRow,
  templateCriteria,
  templateListSource,
  updateTemplateAt,
} from './quotation-template.queries.ts'

const toSummary = (row: TemplateRow): QuotationTemplateSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  active: row.active,
  criteria_count: row.criteriaCount,
  required_count: row.requiredCount,
  blocks: row.blocks,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const toTemplate = (row: TemplateRow, criteria: TemplateCriterionRow[]): QuotationTemplate => ({
  ...toSummary(row),
  criteria: criteria.map(toCriterion),
})

const list = companyList({ ...templateListSource, entityType: 'quotation-template', toDto: toSummary })

type Service = CrudService<typeof quotationTemplateEndpoints>
type Body = Parameters<Service['create']>[1]

const nameUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'quotation_templates_company_name_unique', 'name', 'quotationTemplates.nameTaken')

// The header's columns and the criteria's summary, which the list shows without reading the criteria.
const headerValues = (body: Body) => ({
  name: body.name,
  description: body.description,
  active: body.active,
  ...criteriaSummary(body.criteria),
})

async function getTemplate(ctx: RequestContext, id: string) {
  const row = await list.find(ctx, id)
  return toTemplate(row, await templateCriteria(ctx.tx, id))
}

async function createTemplate(ctx: RequestContext, body: Body) {
  const template = await nameUnique(insertTemplate(ctx.tx, ctx.companyId, headerValues(body)))
  const criteria = await replaceTemplateCriteria(
    ctx.tx,
    ctx.companyId,
    template.id,
    body.criteria.map(criterionValues),
  )
  const after = toTemplate(template, criteria)
  await recordAudit(ctx, {
    entityType: 'quotation-template',
    entityId: template.id,
    action: 'created',
    after,
  })
  return after
}

async function updateTemplate(ctx: RequestContext, id: string, body: Parameters<Service['update']>[2]) {
  const before = await getTemplate(ctx, id)
  if (before.version !== body.version) throw conflict()
  const row = await nameUnique(updateTemplateAt(ctx.tx, ctx.companyId, id, body.version, headerValues(body)))
  if (!row) throw conflict()
  const criteria = await replaceTemplateCriteria(
    ctx.tx,
    ctx.companyId,
    id,
    body.criteria.map(criterionValues),
  )
  const after = toTemplate(row, criteria)
  await recordAudit(ctx, { entityType: 'quotation-template', entityId: id, action: 'updated', before, after })
  return after
}

// A template a quotation started from stays: it is deactivated rather than deleted (the foreign key
// refuses the delete with the shared "in use" message).
async function removeTemplate(ctx: RequestContext, id: string) {
  const before = await getTemplate(ctx, id)
  await refuseIfInUse(deleteTemplate(ctx.tx, ctx.companyId, id))
  await recordAudit(ctx, { entityType: 'quotation-template', entityId: id, action: 'deleted', before })
  return messageBody(ctx, 'records.deleted')
}

export const templateService: Service = {
  list: list.list,
  get: getTemplate,
  create: createTemplate,
  update: updateTemplate,
  remove: removeTemplate,
}
