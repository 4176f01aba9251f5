import type { ParamName } from '@scm/contracts'

// One field of a company-list form, described as data so that every list renders its form the same way.
// The label is the list's `fields.<name>` text; option labels come from `optionLabel` or `options.<name>.<value>`.
export type FieldSpec = { name: string; required?: boolean; description?: boolean } & (
  | { kind: 'text' | 'textarea' | 'email' | 'decimal' | 'date' | 'country' | 'integer' | 'switch' }
  | {
      kind: 'select'
      options: readonly string[]
      nullable?: boolean
      optionLabel?: (value: string) => string
    }
  | { kind: 'param'; param: ParamName }
  // The company's users (several) or one of its user groups, from the admin pickers.
  | { kind: 'users' | 'user-group' }
)
