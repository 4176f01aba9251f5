import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// The JavaScript a first visit downloads: the entry script and the chunks index.html preloads.
export function initialJsGzipBytes(dist: string) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  const sizes = files.map((file) => {
    const content = fs.readFileSync(path.join(dist, file))
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
  })
  return {
    files: sizes,
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    raw: sizes.reduce((sum, size) => sum + size.raw, 0),
  }
}
