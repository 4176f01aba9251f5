import fs from 'node:fs'
import path from 'node:path'

// The repository's root folder: the nearest one above this file that holds the server's migrations.
// The server runs from its sources (tsx) and from its bundle (apps/server/dist), at different depths.
function findRepoRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'apps/server/migrations'))) return folder
    if (path.dirname(folder) === folder) throw new Error(`no repository root above ${from}`)
  }
}

export const repoRoot = findRepoRoot(import.meta.dirname)
