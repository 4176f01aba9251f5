import { Decimal } from 'decimal.js'
import type { BookedPackage } from './packing-list.contract.ts'

// What a delivery line says of its packing (spec §2.10 "packages from the article's packing
// instruction and box type as a starting point"): its quantity, the packages the order gives it, and
// the article's box type and outer-box quantity.
export interface PackableLine {
  qty: string
  packages: number | null
  box_type_name: string | null
  packing_instruction_name: string | null
  qty_outer_box: number | null
}

// A delivery's packing list is at most this long; a proposal that would be longer packs per line.
export const maxProposedPackages = 500

// Splits `qty` into `count` packages of equal quantity to the thousandth, the last one taking the rest.
function split(qty: Decimal, count: number): Decimal[] {
  const each = qty.div(count).toDecimalPlaces(3, Decimal.ROUND_DOWN)
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? qty.minus(each.mul(count - 1)) : each,
  )
}

// Per line: full outer boxes and one for the rest when the article says how many go in one, else the
// order's package count shared out, else one package of the line. The type is the box type, else the
// packing instruction, else `fallbackType`. The quantities always add up to the delivery's.
export function proposePackages(lines: PackableLine[], fallbackType: string): BookedPackage[] {
  const perLine = (line: PackableLine): Decimal[] => {
    const qty = new Decimal(line.qty)
    if (qty.lte(0)) return []
    if (line.qty_outer_box && line.qty_outer_box > 0) {
      const full = qty.divToInt(line.qty_outer_box).toNumber()
      const rest = qty.minus(new Decimal(line.qty_outer_box).mul(full))
      return [
        ...Array.from({ length: full }, () => new Decimal(line.qty_outer_box!)),
        ...(rest.gt(0) ? [rest] : []),
      ]
    }
    if (line.packages && line.packages > 1) return split(qty, line.packages)
    return [qty]
  }
  const typed = lines.map((line) => ({
    type: line.box_type_name ?? line.packing_instruction_name ?? fallbackType,
    quantities: perLine(line),
  }))
  const total = typed.reduce((sum, line) => sum + line.quantities.length, 0)
  return typed.flatMap((line) => {
    const quantities =
      total > maxProposedPackages
        ? [line.quantities.reduce((a, b) => a.plus(b), new Decimal(0))]
        : line.quantities
    return quantities
      .filter((quantity) => quantity.gt(0))
      .map((quantity) => ({
        package_type: line.type,
        gross_weight: null,
        net_weight: null,
        quantity: quantity.toFixed(),
      }))
  })
}
