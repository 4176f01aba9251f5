import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

type AssetSize = { file: string; raw: number; gzip: number }

function sizesOf(dist: string, files: string[]) {
  const sizes: AssetSize[] = files.map((file) => {
    const content = fs.readFileSync(path.join(dist, file))
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
  })
  return {
    files: sizes,
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    raw: sizes.reduce((sum, size) => sum + size.raw, 0),
  }
}

// What a first visit downloads: the entry script, the chunks index.html preloads and the
// stylesheets it links. Chunks a route loads later are not counted.
export function initialGzipBytes(dist: string) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  const assets = (extension: string) =>
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((file) => file.endsWith(extension))
  const js = sizesOf(dist, assets('.js'))
  const css = sizesOf(dist, assets('.css'))
  return { js, css, gzip: js.gzip + css.gzip, raw: js.raw + css.raw }
}
