import type { CurrentUser, Locale, TokenResponse } from '@scm/contracts'
import { hashLinkToken } from '../../platform/auth/link-token.ts'
import { verifyPassword } from '../../platform/auth/password.ts'
import { AppError, tooManyRequests, unauthenticated } from '../../platform/errors/app-error.ts'
import type { PublicContext, RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { findUserByEmailForSignIn } from '../../platform/tenancy/user-lookup.ts'
import { toCurrentUser } from './current-user.ts'
import { lockedUntil, recordAttempt } from './login-attempt.queries.ts'
import {
  findSessionByHash,
  type IssuedSession,
  revokeFamily,
  rotateSession,
  startSession,
  touchFamily,
} from './session.queries.ts'
import { findUserRow, recordLastLogin, updateUserLocale } from './user.queries.ts'

export const refreshCookie = { name: 'scm_refresh', path: '/api/auth' } as const

// Sets the refresh cookie and answers with a fresh access token.
export async function issueTokens(
  ctx: PublicContext,
  user: { id: string; companyId: string },
  session: IssuedSession,
): Promise<TokenResponse> {
  const { accessTokenSeconds, refreshTokenSeconds } = ctx.platform.config
  ctx.setCookie(refreshCookie.name, session.refreshToken, {
    path: refreshCookie.path,
    maxAge: refreshTokenSeconds,
  })
  const access_token = await ctx.platform.tokens.sign({
    userId: user.id,
    companyId: user.companyId,
    sessionId: session.familyId,
  })
  return { access_token, token_type: 'Bearer', expires_in: accessTokenSeconds }
}

export async function signInUser(ctx: PublicContext, user: { id: string; companyId: string }) {
  const session = await startSession(ctx.platform.db, user, ctx.platform.config.refreshTokenSeconds)
  return issueTokens(ctx, user, session)
}

export async function login(
  ctx: PublicContext,
  body: { email: string; password: string },
): Promise<TokenResponse> {
  const { db } = ctx.platform
  const until = await lockedUntil(db, body.email, ctx.ip)
  if (until) {
    const seconds = (until.getTime() - Date.now()) / 1000
    const minutes = Math.ceil(seconds / 60)
    throw minutes > 1
      ? tooManyRequests('auth.tooManyAttempts', seconds, { minutes })
      : tooManyRequests('auth.tooManyAttemptsMinute', seconds)
  }

  const found = await findUserByEmailForSignIn(db, body.email)
  const valid = await verifyPassword(found?.user.passwordHash ?? null, body.password)
  if (!found || !valid) {
    await recordAttempt(db, body.email, ctx.ip, false)
    throw new AppError(422, 'auth.invalidCredentials')
  }
  if (!found.user.active) throw new AppError(422, 'auth.inactive')
  await recordAttempt(db, body.email, ctx.ip, true)
  await recordLastLogin(db, found.user.id)
  return signInUser(ctx, found.user)
}

// Rotating refresh: each token works once; presenting a spent one ends the whole family,
// because only a stolen copy can be presented after the owner has already rotated it.
export async function refresh(ctx: PublicContext): Promise<TokenResponse> {
  const { db } = ctx.platform
  const token = ctx.cookie(refreshCookie.name)
  const session = token ? await findSessionByHash(db, hashLinkToken(token)) : undefined
  const fail = () => {
    ctx.clearCookie(refreshCookie.name, { path: refreshCookie.path })
    return unauthenticated('auth.sessionExpired')
  }
  if (!session || session.revokedAt) throw fail()
  if (session.spentAt) {
    await revokeFamily(db, session.familyId)
    ctx.log.warn({ familyId: session.familyId }, 'spent refresh token presented; session family revoked')
    throw fail()
  }
  const user = await findUserRow(db, session.userId)
  const idleSeconds = (Date.now() - session.lastSeenAt.getTime()) / 1000
  if (!user?.active || session.expiresAt.getTime() < Date.now() || idleSeconds > user.sessionTime * 60) {
    await revokeFamily(db, session.familyId)
    throw fail()
  }
  const rotated = await rotateSession(db, session)
  if (!rotated) {
    await revokeFamily(db, session.familyId)
    throw fail()
  }
  return issueTokens(ctx, user, rotated)
}

export async function logout(ctx: PublicContext) {
  const { db, tokens } = ctx.platform
  const token = ctx.cookie(refreshCookie.name)
  const session = token ? await findSessionByHash(db, hashLinkToken(token)) : undefined
  if (session) await revokeFamily(db, session.familyId)
  const bearer = ctx.bearer()
  const claims = bearer ? await tokens.verify(bearer) : null
  if (claims) await revokeFamily(db, claims.sessionId)
  ctx.clearCookie(refreshCookie.name, { path: refreshCookie.path })
  return messageBody(ctx, 'auth.loggedOut')
}

// Keep-alive: with a valid token it also marks the session as in use (spec §4 "stay logged in").
export async function ping(ctx: PublicContext) {
  const bearer = ctx.bearer()
  const claims = bearer ? await ctx.platform.tokens.verify(bearer) : null
  if (claims) await touchFamily(ctx.platform.db, claims.sessionId)
  return { ok: true as const, time: new Date().toISOString() }
}

export async function currentUser(ctx: RequestContext): Promise<CurrentUser> {
  return toCurrentUser(ctx.principal, ctx.platform.config)
}

export async function setLocale(ctx: RequestContext, locale: Locale): Promise<CurrentUser> {
  await updateUserLocale(ctx.tx, ctx.userId, locale)
  ctx.locale = locale
  return toCurrentUser({ ...ctx.principal, locale }, ctx.platform.config)
}
