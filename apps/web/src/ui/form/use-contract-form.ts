import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '../../lib/api/api-error.ts'
import { contractResolver } from './contract-resolver.ts'

// The one form pattern: react-hook-form validated by the contract schema; server field errors (422)
// land on the same fields.
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: contractResolver(schema),
    defaultValues,
    mode: 'onTouched',
  })
  const applyServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return
    for (const [field, messages] of Object.entries(error.fieldErrors))
      form.setError(field as Path<z.input<S>>, { type: 'server', message: messages[0] })
  }
  const errorOf = (field: string): string | undefined => {
    let node: unknown = form.formState.errors
    for (const part of field.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    return (node as { message?: string } | undefined)?.message
  }
  return { ...form, applyServerErrors, errorOf }
}
