import { createHash, randomBytes } from 'node:crypto'

// 256 random bits for a link or refresh token; only its hash is stored.
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashLinkToken(token) }
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')
