import fs from 'node:fs'
import path from 'node:path'

export interface Import {
  // Relative to the repository root, with forward slashes; `to` is a package's name for a package.
  from: string
  to: string
}

const sourceFile = /\.(ts|tsx)$/
// Static imports and re-exports (their clause holds no quotes, so it may span lines), side-effect
// imports and dynamic imports; Biome's formatting keeps these shapes.
const specifiers = [
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
]

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(full)
    else if (sourceFile.test(entry.name)) yield full
  }
}

// A relative import resolves to its file; a package keeps its name (`drizzle-orm`, `@scm/contracts`).
function resolve(fromFile: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier
  const target = path.resolve(path.dirname(fromFile), specifier)
  const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? target
}

// Every import of the source files under the given folders: a file's relative to the repository root,
// a package's by its name.
export function sourceImports(root: string, folders: string[]): Import[] {
  const imports: Import[] = []
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(root, folder))) {
      const text = fs.readFileSync(file, 'utf8')
      for (const pattern of specifiers) {
        for (const match of text.matchAll(pattern)) {
          const target = resolve(file, match[1]!)
          imports.push({
            from: path.relative(root, file).split(path.sep).join('/'),
            to: path.isAbsolute(target) ? path.relative(root, target).split(path.sep).join('/') : target,
          })
        }
      }
    }
  }
  return imports
}
