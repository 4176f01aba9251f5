import { criterionBlocks, criterionTypes, preferredRules } from '@scm/contracts'
import { boolean, integer, pgEnum, text } from 'drizzle-orm/pg-core'

export const criterionBlockEnum = pgEnum('criterion_block', criterionBlocks)
export const criterionTypeEnum = pgEnum('criterion_type', criterionTypes)
export const preferredRuleEnum = pgEnum('preferred_rule', preferredRules)

// The columns of a criterion, the same in a template and in the quotation that copied it.
export const criterionColumns = () => ({
  position: integer('position').notNull(),
  block: criterionBlockEnum('block').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  type: criterionTypeEnum('type').notNull(),
  options: text('options').array().notNull().default([]),
  required: boolean('required').notNull().default(false),
  preferredValue: text('preferred_value'),
  preferredRule: preferredRuleEnum('preferred_rule'),
})
