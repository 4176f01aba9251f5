import { z } from 'zod'

export const Id = z.uuid()
export const IdParams = z.strictObject({ id: Id })
export const Timestamp = z.string()
export const Version = z.number().int().nonnegative()

export const Email = z
  .email()
  .max(254)
  .transform((value) => value.trim().toLowerCase())
export const Name = z.string().trim().min(1).max(120)
