// A numeric column reads back padded to its scale ("50.000"); the API answers the number as entered
// ("50"), still as exact text.
export function trimDecimal<T extends string | null>(value: T): T {
  if (value === null || !value.includes('.')) return value
  return value.replace(/\.?0+$/, '') as T
}
