import {
  type Criterion,
  type CriterionBlock,
  type CriterionBody,
  type CriterionType,
  criterionBlocks,
  type PreferredRule,
} from '@scm/contracts'
import type { z } from 'zod'

// A criterion as its columns read (criterion.table.ts), in a template or in a quotation.
interface CriterionRow {
  id: string
  block: CriterionBlock
  name: string
  description: string | null
  type: CriterionType
  options: string[]
  required: boolean
  preferredValue: string | null
  preferredRule: PreferredRule | null
}

export const toCriterion = (row: CriterionRow): Criterion => ({
  id: row.id,
  block: row.block,
  name: row.name,
  description: row.description,
  type: row.type,
  options: row.options,
  required: row.required,
  preferred_value: row.preferredValue,
  preferred_rule: row.preferredRule,
})

// A checked criterion as the columns store it, at its place in the list.
export const criterionValues = (criterion: z.output<typeof CriterionBody>, position: number) => ({
  position,
  block: criterion.block,
  name: criterion.name,
  description: criterion.description,
  type: criterion.type,
  options: criterion.options,
  required: criterion.required,
  preferredValue: criterion.preferred_value,
  preferredRule: criterion.preferred_rule,
})

// The counts and blocks a list shows of a set of criteria, the blocks in the spec's order.
export function criteriaSummary(criteria: { block: CriterionBlock; required: boolean }[]) {
  const used = new Set(criteria.map((criterion) => criterion.block))
  return {
    criteriaCount: criteria.length,
    requiredCount: criteria.filter((criterion) => criterion.required).length,
    blocks: criterionBlocks.filter((block) => used.has(block)),
  }
}
