import { useEffect } from 'react'
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '../../lib/api/api-error.ts'
import { i18n } from '../../lib/i18n/i18n.ts'
import { contractResolver } from './contract-resolver.ts'

// The fields whose error came from the contract check here (not from the server), as dotted paths.
function clientErrorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, node]) => {
    if (!node || typeof node !== 'object') return []
    const path = prefix + key
    // A leaf carries its type (and a ref to the element, which is not walked into).
    if ('type' in node) return node.type === 'contract' ? [path] : []
    return clientErrorPaths(node as FieldErrors, `${path}.`)
  })
}

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
  // The messages are written in the language of the moment: a language switch checks the refused
  // fields again, so their messages follow it.
  useEffect(() => {
    const relocalize = () => {
      const paths = clientErrorPaths(form.formState.errors)
      if (paths.length > 0) void form.trigger(paths as Path<z.input<S>>[])
    }
    i18n.on('languageChanged', relocalize)
    return () => i18n.off('languageChanged', relocalize)
  }, [form])
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
