// `npm run check` part: the module and feature boundaries of docs/decisions/0026, which Biome's
// restricted-import patterns cannot say (they see an import's text, not which module it lands in).
// Crossings that predate the rule are listed in known-crossings.txt: a new one fails, and so does a
// listed one that is gone, so the list only shrinks.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sourceImports } from './imports.ts'
import { crossing } from './rules.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const knownFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'known-crossings.txt')

const found = new Map<string, string>()
for (const anImport of sourceImports(root, ['apps/server/src', 'apps/web/src'])) {
  const reason = crossing(anImport)
  if (reason) found.set(`${anImport.from} -> ${anImport.to}`, reason)
}

if (process.argv.includes('--write-known')) {
  const lines = [...found.keys()].sort()
  const header =
    '# Imports that broke a rule of docs/decisions/0026 before it was enforced: fix them, never add to them.\n'
  fs.writeFileSync(knownFile, `${header}${lines.join('\n')}\n`)
  console.log(`${lines.length} known crossings written to ${path.relative(root, knownFile)}`)
  process.exit(0)
}

const known = new Set(
  fs
    .readFileSync(knownFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
)
const added = [...found].filter(([line]) => !known.has(line))
const gone = [...known].filter((line) => !found.has(line))

for (const [line, reason] of added) console.error(`boundary crossed: ${line}\n  ${reason}`)
for (const line of gone) console.error(`no longer crossed, remove it from known-crossings.txt: ${line}`)
if (added.length || gone.length) process.exit(1)
console.log(`boundaries kept (${known.size} older crossings still listed)`)
