import { hash, verify } from '@node-rs/argon2'

// argon2id with the library defaults (19 MiB, t=2), the OWASP baseline.
export const hashPassword = (password: string) => hash(password, { algorithm: 2 })

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Hash anyway when there is no account, so a wrong e-mail takes as long as a wrong password.
  if (!passwordHash) {
    await hash(password, { algorithm: 2 })
    return false
  }
  return verify(passwordHash, password)
}
