import { z } from 'zod'

export const Id = z.uuid()
export const IdParams = z.strictObject({ id: Id })
export const Timestamp = z.string()
// Versions are stored as integer, and an update writes the next one: past this, neither fits.
export const Version = z.number().int().nonnegative().max(2_147_483_646)
// The body of an action that changes nothing but a record's state: the version it was taken on.
export const VersionBody = z.strictObject({ version: Version })

// A pasted address often carries a space: trim before checking, so it is not called invalid.
export const Email = z.preprocess(
  // Typed as string for forms; anything else is passed on for z.email() to refuse.
  (value: string) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.email().max(254),
)
export const Name = z.string().trim().min(1).max(120)
