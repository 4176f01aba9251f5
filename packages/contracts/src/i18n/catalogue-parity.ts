// Compares two message catalogues: every key and every {{placeholder}} must exist in both, so a
// message never falls back to the other language or loses a value. Used by the catalogue tests.
export function catalogueEntries(node: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  if (typeof node === 'string') entries.set(prefix, node)
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node))
      for (const entry of catalogueEntries(value, prefix ? `${prefix}.${key}` : key)) entries.set(...entry)
  return entries
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

export interface ParityReport {
  onlyIn: Record<string, string[]>
  placeholderMismatches: string[]
  empty: string[]
}

export function compareCatalogues(catalogues: Record<string, unknown>): ParityReport {
  const entries = Object.fromEntries(
    Object.entries(catalogues).map(([locale, catalogue]) => [locale, catalogueEntries(catalogue)]),
  )
  const allKeys = new Set(Object.values(entries).flatMap((map) => [...map.keys()]))
  const report: ParityReport = { onlyIn: {}, placeholderMismatches: [], empty: [] }
  for (const [locale, map] of Object.entries(entries)) {
    const missing = [...allKeys].filter((key) => !map.has(key))
    if (missing.length) report.onlyIn[`missing in ${locale}`] = missing.sort()
    for (const [key, text] of map) if (!text.trim()) report.empty.push(`${locale}: ${key}`)
  }
  const [first, ...rest] = Object.values(entries)
  for (const [key, text] of first ?? new Map<string, string>())
    for (const other of rest) {
      const counterpart = other.get(key)
      if (counterpart !== undefined && placeholders(text).join() !== placeholders(counterpart).join())
        report.placeholderMismatches.push(key)
    }
  return report
}
