import fc from 'fast-check'
import { z } from 'zod'

// The JSON Schema zod writes for a contract's input: what the generators below read.
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  $ref?: string
  $defs?: Record<string, JsonSchema>
}

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

// What a hostile client types into any field: characters the database refuses, SQL and markup,
// wildcards, lengths past every limit, numbers past every column, dates no calendar has.
export const hostileStrings = [
  '',
  ' ',
  'a\u0000b',
  'half \ud83d',
  '\udc5f',
  "' OR '1'='1' --",
  '%',
  '_%_',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202egnp.exe',
  'x'.repeat(10_000),
  '🙂'.repeat(300),
  '1e309',
  '-1',
  'NaN',
  'null',
  '9'.repeat(40),
  '-0.0000000001',
  '2026-02-30',
  '0000-00-00',
  '275760-09-14',
  '00000000-0000-0000-0000-000000000000',
]
const hostileOthers: unknown[] = [
  0,
  -1,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  1e308,
  1e-300,
  0.5,
  true,
  null,
  [],
  {},
  [null],
]
export const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom(...hostileStrings, ...hostileOthers)

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const dates = fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })

function stringArbitrary(schema: JsonSchema, context: ArbitraryContext): fc.Arbitrary<string> {
  if (schema.format === 'uuid')
    return context.knownIds.length > 0 ? fc.oneof(fc.constantFrom(...context.knownIds), fc.uuid()) : fc.uuid()
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'date')
    return fc.oneof(dates.map(isoDay), fc.constantFrom('0001-01-01', '9999-12-31'))
  if (schema.format === 'date-time') return dates.map((date) => date.toISOString())
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern))
    } catch {
      // A pattern fast-check cannot generate from: plain strings will do.
    }
  }
  const minLength = schema.minLength ?? 0
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 60))
  const limits = [schema.maxLength, schema.minLength].filter(
    (n): n is number => n !== undefined && n < 20_000,
  )
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.constantFrom(...limits.map((n) => 'x'.repeat(n)), 'x'.repeat(minLength)) },
  )
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum
  const max = schema.maximum ?? schema.exclusiveMaximum
  const edges = [min, max, 0, 1, 2 ** 31, 1e15, 123_456_789.123_456].filter(
    (n): n is number => n !== undefined && Number.isFinite(n) && (!integer || Number.isInteger(n)),
  )
  const range = {
    min: Math.max(min ?? -1e9, -1e9),
    max: Math.min(max ?? 1e9, 1e9),
  }
  const inRange = integer
    ? fc.integer({ min: Math.ceil(range.min), max: Math.floor(range.max) })
    : fc.double({ ...range, noNaN: true, noDefaultInfinity: true })
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...edges) })
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema
  const name = schema.$ref.split('/').pop()!
  return root.$defs?.[name] ?? {}
}

// Ids the database holds (gathered from list answers), so generated references reach real rows, and
// whether parts of a value may be swapped for hostile ones.
export interface ArbitraryContext {
  knownIds: string[]
  hostile?: boolean
}

// Values shaped like the schema wants. When hostile, any part of them, at any depth, is sometimes
// swapped for a hostile value: most requests get past validation into the handler, some are refused
// on one field.
export function fuzzedValue(
  schema: JsonSchema,
  context: ArbitraryContext,
  root: JsonSchema = schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedValue(resolve(schema, root), context, root, depth)
  if (context.hostile === false) return shaped
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue })
}

function shapedValue(
  schema: JsonSchema,
  context: ArbitraryContext,
  root: JsonSchema,
  depth: number,
): fc.Arbitrary<unknown> {
  const child = (next: JsonSchema) => fuzzedValue(next, context, root, depth + 1)
  if (depth > 6) return fc.constant(null)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices && choices.length > 0) return fc.oneof(...choices.map(child))
  if (schema.allOf && schema.allOf.length > 0) return child(schema.allOf[0]!)
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length > 1)
    return fc.oneof(...types.map((type) => shapedValue({ ...schema, type }, context, root, depth)))
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, context)
    case 'integer':
      return numberArbitrary(schema, true)
    case 'number':
      return numberArbitrary(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(child))
      const minLength = schema.minItems ?? 0
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4))
      return fc.array(schema.items ? child(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength,
      })
    }
    case 'object': {
      const properties = schema.properties ?? {}
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, child(value)]))
      const required = (schema.required ?? []).filter((key) => key in properties)
      const record = fc.record(model, { requiredKeys: required })
      if (typeof schema.additionalProperties !== 'object') return record
      const extra = fc.dictionary(fc.string({ maxLength: 12 }), child(schema.additionalProperties), {
        maxKeys: 3,
      })
      return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }))
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}
