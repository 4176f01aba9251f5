import { z } from 'zod'

// Incoterms 2020: the same for every company, so constants rather than a company list.
export const incoterms = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const
export const Incoterm = z.enum(incoterms)
export type Incoterm = z.infer<typeof Incoterm>

// ISO 4217 codes of the currencies our customers trade in.
export const currencies = [
  'SEK',
  'EUR',
  'USD',
  'GBP',
  'NOK',
  'DKK',
  'CNY',
  'INR',
  'BDT',
  'TRY',
  'VND',
  'PLN',
  'CHF',
  'JPY',
] as const
export const Currency = z.enum(currencies)
export type Currency = z.infer<typeof Currency>
