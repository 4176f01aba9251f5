import { describe, expect, it } from 'vitest'
import { nextSupplierStatus } from './supplier-status.ts'

const blockedByCriteria = { status: 'blocked', blockSource: 'criteria' } as const

// Spec §4: mandatory criteria without values block; a manual block or inactivity is the user's choice.
describe('nextSupplierStatus', () => {
  it('blocks an active supplier missing a mandatory value, and lifts its own block once complete', () => {
    expect(nextSupplierStatus({ status: 'active', blockSource: null }, 2)).toEqual(blockedByCriteria)
    expect(nextSupplierStatus(blockedByCriteria, 0)).toEqual({ status: 'active', blockSource: null })
    expect(nextSupplierStatus({ status: 'active', blockSource: null }, 0)).toEqual({
      status: 'active',
      blockSource: null,
    })
  })

  it('ends a manual unblock when values change: blocked again if still missing, active if complete', () => {
    expect(nextSupplierStatus({ status: 'manual_unblock', blockSource: null }, 1)).toEqual(blockedByCriteria)
    expect(nextSupplierStatus({ status: 'manual_unblock', blockSource: null }, 0)).toEqual({
      status: 'active',
      blockSource: null,
    })
  })

  it('leaves inactive and manually blocked suppliers as they are', () => {
    for (const missing of [0, 3]) {
      expect(nextSupplierStatus({ status: 'inactive', blockSource: null }, missing)).toEqual({
        status: 'inactive',
        blockSource: null,
      })
      expect(nextSupplierStatus({ status: 'blocked', blockSource: 'manual' }, missing)).toEqual({
        status: 'blocked',
        blockSource: 'manual',
      })
    }
  })
})
