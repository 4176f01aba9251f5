import { CriterionBody, type CriterionBody as CriterionInput } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import { criteriaSummary, criterionValues } from '../criterion-values.ts'
import { insertTemplate, replaceTemplateCriteria } from './quotation-template.queries.ts'

// Nordic's standard request for an outerwear supplier: one or more criteria in every block.
const outerwearCriteria: CriterionInput[] = [
  {
    block: 'financial',
    name: 'Payment terms',
    type: 'select',
    options: ['30 days', '60 days', '90 days'],
    required: true,
    preferred_value: '60 days',
  },
  {
    block: 'financial',
    name: 'Price validity (days)',
    type: 'number',
    required: true,
    preferred_value: '90',
    preferred_rule: 'at_least',
  },
  {
    block: 'production-delivery',
    name: 'Lead time from order (days)',
    type: 'number',
    required: true,
    preferred_value: '60',
    preferred_rule: 'at_most',
  },
  {
    block: 'production-delivery',
    name: 'Minimum order quantity per colour',
    type: 'number',
    preferred_value: '300',
    preferred_rule: 'at_most',
  },
  {
    block: 'labor-legal',
    name: 'Signed our supplier code of conduct',
    type: 'yes_no',
    required: true,
    preferred_value: 'yes',
  },
  { block: 'labor-legal', name: 'Latest social audit report', type: 'file' },
  {
    block: 'sustainability',
    name: 'Recycled share of main fabric (%)',
    type: 'number',
    preferred_value: '50',
    preferred_rule: 'at_least',
  },
  { block: 'sustainability', name: 'bluesign® approved fabric mill', type: 'yes_no', preferred_value: 'yes' },
  {
    block: 'product-quality',
    name: 'Waterproofness of shell fabric (mm)',
    type: 'number',
    required: true,
    preferred_value: '20000',
    preferred_rule: 'at_least',
  },
  {
    block: 'product-quality',
    name: 'How are seams sealed?',
    type: 'text',
    description: 'Tape width and supplier, and how it is tested',
  },
]

export async function seedQuotationTemplates(tx: Tx, companyId: string) {
  const criteria = outerwearCriteria.map((criterion) => CriterionBody.parse(criterion))
  const template = await insertTemplate(tx, companyId, {
    name: 'Outerwear supplier RFQ',
    description: 'Shell jackets and trousers: price, lead time, compliance and fabric performance',
    ...criteriaSummary(criteria),
  })
  await replaceTemplateCriteria(tx, companyId, template.id, criteria.map(criterionValues))
  return template.id
}
