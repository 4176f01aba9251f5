import http from 'node:http'

// Body bytes as they cross the wire, asked of a running server without and with an Accept-Encoding
// (Node's fetch would decode them): a first visit (index.html and the scripts and style sheets it
// names) and one API list as a signed-in user reads it.
const encodings = { plain: undefined, br: 'br, gzip', gzip: 'gzip' } as const
type Encoding = keyof typeof encodings
export type WireBytes = Record<Encoding, number>

export interface CompressionFigures {
  firstVisit: WireBytes & { files: number }
  apiList: WireBytes & { path: string }
}

function wireBytes(url: string, acceptEncoding?: string, headers: Record<string, string> = {}) {
  return new Promise<{ bytes: number; body: Buffer; encoding?: string }>((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`))
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({ bytes: body.length, body, encoding: response.headers['content-encoding'] })
        })
      },
    )
    request.on('error', reject)
  })
}

// Each encoding's total over the urls; the answer must come in the encoding asked for, or the
// figure would not say what it claims.
async function totals(urls: string[], headers?: Record<string, string>): Promise<WireBytes> {
  const sums = { plain: 0, br: 0, gzip: 0 }
  for (const [name, acceptEncoding] of Object.entries(encodings) as Array<[Encoding, string | undefined]>) {
    for (const url of urls) {
      const answer = await wireBytes(url, acceptEncoding, headers)
      if (answer.encoding !== (name === 'plain' ? undefined : name))
        throw new Error(`${url} with ${acceptEncoding}: came ${answer.encoding ?? 'plain'}`)
      sums[name] += answer.bytes
    }
  }
  return sums
}

export async function compressionFigures(url: string, token: string): Promise<CompressionFigures> {
  const html = (await wireBytes(`${url}/`)).body.toString('utf8')
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
  const firstVisit = await totals([`${url}/`, ...files.map((file) => `${url}${file}`)])
  const path = '/api/articles?per_page=60'
  const apiList = await totals([`${url}${path}`], { authorization: `Bearer ${token}` })
  return { firstVisit: { ...firstVisit, files: files.length + 1 }, apiList: { ...apiList, path } }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const row = (bytes: WireBytes) =>
  `${kib(bytes.plain)} plain, ${kib(bytes.br)} br (${((bytes.br / bytes.plain) * 100).toFixed(0)} %), ${kib(bytes.gzip)} gzip (${((bytes.gzip / bytes.plain) * 100).toFixed(0)} %)`

export const compressionRow = (figures: CompressionFigures) =>
  `bytes over the wire: first visit (index.html + ${figures.firstVisit.files - 1} scripts and styles) ${row(figures.firstVisit)} | GET ${figures.apiList.path} ${row(figures.apiList)}`
