import { type FieldValues, get } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { shownError } from './shown-error.ts'

const refused = { type: 'contract', message: 'This field is required' }
const state = (over: { touched?: boolean; submitted?: boolean; type?: string } = {}) => ({
  errors: {
    name: refused,
    suppliers: [{ supplier_id: { ...refused, type: over.type ?? 'contract' } }],
  },
  touchedFields: over.touched ? { suppliers: [{ supplier_id: true }] } : {},
  isSubmitted: over.submitted ?? false,
})
const show = (name: string, over?: Parameters<typeof state>[0]) => {
  const current = state(over)
  const form = {
    errorOf: (field: string) => (get(current.errors, field) as typeof refused | undefined)?.message,
  }
  return shownError<FieldValues>(form, name, current as never)
}

describe('shownError', () => {
  it('shows a field outside any list as soon as it is refused', () => {
    expect(show('name')).toBe('This field is required')
  })

  it('keeps a row just added quiet until its field was left', () => {
    expect(show('suppliers.0.supplier_id')).toBeUndefined()
    expect(show('suppliers.0.supplier_id', { touched: true })).toBe('This field is required')
  })

  it('shows every refused row once the form was submitted', () => {
    expect(show('suppliers.0.supplier_id', { submitted: true })).toBe('This field is required')
  })

  it("shows the server's refusal of a row at once", () => {
    expect(show('suppliers.0.supplier_id', { type: 'server' })).toBe('This field is required')
  })

  // react-hook-form's form state re-renders a field only for what its last render read: a row field
  // that read nothing but its (absent) error never saw the submit that refused it.
  it('reads the submit and touch flags even while the field has no error', () => {
    const read: string[] = []
    const quiet = { errors: {}, touchedFields: {}, isSubmitted: false }
    const watched = new Proxy(quiet, {
      get: (target, key: string) => {
        read.push(key)
        return target[key as keyof typeof quiet]
      },
    })
    expect(
      shownError<FieldValues>({ errorOf: () => undefined }, 'suppliers.0.supplier_id', watched),
    ).toBeUndefined()
    expect(read.sort()).toEqual(['errors', 'isSubmitted', 'touchedFields'])
  })
})
