import type { AnyEndpoint } from '@scm/contracts'
import fc from 'fast-check'
import qs from 'qs'
import { samplePdf, samplePng } from '../testing/sample-files.ts'
import { type ArbitraryContext, fuzzedValue, hostileStrings, jsonSchemaOf } from './contract-arbitraries.ts'
import { pathParams } from './route-table-world.ts'

export interface HostileRequest {
  url: string
  payload?: string | FormData
  contentType?: string
}

// Bodies no contract describes: broken, empty, of the wrong kind, past the size limit, nested past
// any parser's patience, posing as a form or as a file.
const rawBodies: Array<{ payload: string; contentType: string }> = [
  { payload: '{', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
  { payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, contentType: 'application/json' },
  { payload: `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`, contentType: 'application/json' },
  { payload: 'name=x', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<order/>', contentType: 'application/xml' },
  { payload: '{}', contentType: 'text/plain' },
  { payload: 'abc', contentType: 'multipart/form-data' },
  { payload: 'not multipart', contentType: 'multipart/form-data; boundary=xyz' },
  {
    payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    contentType: 'multipart/form-data; boundary=xyz',
  },
  { payload: samplePdf, contentType: 'application/octet-stream' },
]

const fileNames = [
  'a.pdf',
  'a.csv',
  'a.png',
  'a.xlsx',
  'a.txt',
  'page.html',
  'noext',
  '../../x.pdf',
  'a\u0000.pdf',
]
const fileContents = fc.oneof(
  fc.constantFrom<Uint8Array | string>(samplePdf, samplePng, 'order,supplier\n1,2\n', '<html>', ''),
  fc.uint8Array({ maxLength: 2048 }),
)
const fileForm = fc
  .record({
    field: fc.constantFrom('file', 'other'),
    name: fc.constantFrom(...fileNames),
    content: fileContents,
  })
  .map(({ field, name, content }) => {
    const form = new FormData()
    form.append(field, new Blob([content as BlobPart]), name)
    return { payload: form }
  })

const pathValue = (context: ArbitraryContext) =>
  fc.oneof(
    ...(context.knownIds.length > 0 ? [fc.constantFrom(...context.knownIds)] : []),
    fc.uuid(),
    fc.constantFrom(...hostileStrings.filter((text) => text.length < 200)),
  )

// A path segment as a client can send it: text with a lone surrogate has no UTF-8 form, so it goes as
// the bytes a careless encoder would write for one.
function pathSegment(value: string) {
  try {
    return encodeURIComponent(value)
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`
  }
}

// A query object whatever was generated: a value that is not one is sent under a name of its own.
const queryString = (value: unknown) => {
  const query = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { q: value }
  const text = qs.stringify(query)
  return text ? `?${text}` : ''
}

// Requests to one endpoint: path ids real, random or hostile; a query and a body shaped by the
// contract with hostile parts, or a body no contract describes.
export function hostileRequests(
  endpoint: AnyEndpoint,
  context: ArbitraryContext,
): fc.Arbitrary<HostileRequest> {
  const names = pathParams(endpoint)
  const params = fc.record(Object.fromEntries(names.map((name) => [name, pathValue(context)])))
  const query = endpoint.query
    ? fuzzedValue(jsonSchemaOf(endpoint.query), context)
    : fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.constantFrom(...hostileStrings)), { nil: {} })
  const raw = fc.constantFrom(...rawBodies)
  const body: fc.Arbitrary<{ payload?: string | FormData; contentType?: string }> = endpoint.upload
    ? fc.oneof(fileForm, raw)
    : endpoint.body
      ? fc.oneof(
          {
            weight: 6,
            arbitrary: fuzzedValue(jsonSchemaOf(endpoint.body), context).map((value) => ({
              payload: JSON.stringify(value) ?? 'null',
              contentType: 'application/json',
            })),
          },
          { weight: 1, arbitrary: raw },
        )
      : endpoint.method === 'GET'
        ? fc.constant({})
        : fc.oneof(fc.constant({}), raw)
  return fc.tuple(params, query, body).map(([values, search, { payload, contentType }]) => ({
    url: `/api${endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => pathSegment(values[name]!))}${queryString(search)}`,
    ...(payload === undefined ? {} : { payload }),
    ...(contentType ? { contentType } : {}),
  }))
}
