export type Catalogue = Record<string, unknown>
export type Catalogues = Record<string, Catalogue>

// One language's catalogues by namespace: each feature's locales/<locale>.json under its folder's name,
// app/locales under `app`, and the server's messages (contracts) under `messages`.
export function byNamespace(files: Record<string, Catalogue>, messages: Catalogue): Catalogues {
  const catalogues: Catalogues = { messages }
  for (const [path, catalogue] of Object.entries(files)) {
    const ns = path.includes('/app/locales/') ? 'app' : path.split('/').at(-3)!
    catalogues[ns] = catalogue
  }
  return catalogues
}
