// What other modules may use of the price-lists module (docs/decisions/0026): nothing else of it is theirs.
export { resolvePrices } from './price-resolution.service.ts'
