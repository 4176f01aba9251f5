// GS1 check digit: from the right, digits are weighted 3, 1, 3, … and the total, with the check
// digit, is a multiple of ten. EAN-8, UPC-A (12), EAN-13 and GTIN-14 all follow it.
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false
  const digits = [...code].map(Number)
  const check = digits.pop()!
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === check
}
