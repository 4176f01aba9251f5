import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { jwtVerify, SignJWT } from 'jose'
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
async function signingKey(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv)
  await db
    .insert(appSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'))
  return new TextEncoder().encode(row!.value)
}

export async function createAccessTokens(db: Db, ttlSeconds: number, secret?: string): Promise<AccessTokens> {
  const key = await signingKey(db, secret)
  return {
    sign: (claims) =>
      new SignJWT({ cid: claims.companyId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.cid !== 'string' ||
          typeof payload.sid !== 'string'
        )
          return null
        return { userId: payload.sub, companyId: payload.cid, sessionId: payload.sid }
      } catch {
        return null
      }
    },
  }
}
