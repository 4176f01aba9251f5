import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { jwtVerify, SignJWT } from 'jose'
import { LRUCache } from 'lru-cache'
import type { Db } from '../db/database.ts'
import { appSecrets } from '../db/secret.table.ts'

export interface AccessClaims {
  userId: string
  companyId: string
  sessionId: string
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>
  verify(token: string): Promise<AccessClaims | null>
}

// JWT_SECRET wins; otherwise one key is made on first start and shared through the database,
// so every instance on the same database accepts the others' tokens.
// The key is imported once: given raw bytes, jose imports them again on every sign and verify.
async function signingKey(db: Db, fromEnv: string | undefined): Promise<CryptoKey> {
  if (fromEnv) return importHmacKey(fromEnv)
  await db
    .insert(appSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'))
  return importHmacKey(row!.value)
}

const importHmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])

// A client sends the same token with every request until it refreshes it; a token verified once is
// remembered until it expires (WebCrypto's HMAC job costs ~0.1 ms, the largest part of a small request).
// Whether its session is still live is checked on every request all the same (enterAsPrincipal).
const rememberedTokens = 10_000

export async function createAccessTokens(db: Db, ttlSeconds: number, secret?: string): Promise<AccessTokens> {
  const key = await signingKey(db, secret)
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({
    max: rememberedTokens,
  })
  const check = async (token: string): Promise<AccessClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.cid !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.exp !== 'number'
      )
        return null
      const claims = { userId: payload.sub, companyId: payload.cid, sessionId: payload.sid }
      verified.set(token, { claims, expiresAt: payload.exp })
      return claims
    } catch {
      return null
    }
  }
  return {
    sign: (claims) =>
      new SignJWT({ cid: claims.companyId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token)
      if (!known) return check(token)
      // As jose decides: expired once the clock reaches exp.
      if (known.expiresAt <= Math.floor(Date.now() / 1000)) return null
      return known.claims
    },
  }
}
