import { z } from 'zod'

export const Password = z
  .string()
  .min(8, { error: 'validation.passwordStrength' })
  .max(200)
  .regex(/[A-Za-z]/, { error: 'validation.passwordStrength' })
  .regex(/\d/, { error: 'validation.passwordStrength' })
