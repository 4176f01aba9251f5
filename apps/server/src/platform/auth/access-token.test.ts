import { afterEach, expect, test, vi } from 'vitest'
import type { Db } from '../db/database.ts'
import { createAccessTokens } from './access-token.ts'

const claims = { userId: 'u-1', companyId: 'c-1', sessionId: 's-1' }
// With a secret of its own the key needs no database.
const tokens = () => createAccessTokens({} as Db, 60, 'a-secret-for-this-test-only')

afterEach(() => vi.useRealTimers())

test('a token verified before is still refused once it expires', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') })
  const access = await tokens()
  const token = await access.sign(claims)
  expect(await access.verify(token)).toEqual(claims)
  expect(await access.verify(token)).toEqual(claims)
  vi.setSystemTime(new Date('2026-11-27T10:01:00Z'))
  expect(await access.verify(token)).toBeNull()
})

test('a token signed with another key or altered is refused, also after a valid one was remembered', async () => {
  const access = await tokens()
  const token = await access.sign(claims)
  expect(await access.verify(token)).toEqual(claims)
  const other = await createAccessTokens({} as Db, 60, 'another-secret-entirely')
  expect(await other.verify(token)).toBeNull()
  const [header, payload, signature] = token.split('.')
  const forged = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), cid: 'c-2' }),
  )
  expect(await access.verify(`${header}.${forged.toString('base64url')}.${signature}`)).toBeNull()
})
