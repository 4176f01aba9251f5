// Counted minus on hand, in thousandths so that no decimal is lost (quantities have three decimals);
// null while the row is not counted, or what is typed is not a quantity yet.
const thousandths = (value: string) => {
  const text = value.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return null
  const [whole, fraction = ''] = text.split('.')
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'))
}

export function differenceOf(counted: string | null, onHand: string): string | null {
  if (counted === null || counted.trim() === '') return null
  const count = thousandths(counted)
  const held = Math.round(Number(onHand) * 1000)
  if (count === null || Number.isNaN(held)) return null
  return String((count - held) / 1000)
}
