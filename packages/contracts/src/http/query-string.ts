// Nested objects as filter[status]=active, arrays as ids[0]=a (spec §7: array indices in query strings).
export function toQueryString(values: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue
    const name = prefix ? `${prefix}[${key}]` : key
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries())
        parts.push(`${encodeURIComponent(`${name}[${index}]`)}=${encodeURIComponent(String(item))}`)
    } else if (typeof value === 'object') {
      const nested = toQueryString(value as Record<string, unknown>, name)
      if (nested) parts.push(nested)
    } else parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
  }
  return parts.join('&')
}
