import { describe, expect, it } from 'vitest'
import { actionOutcome } from './action-outcome.ts'

describe('the outcome an order action reports', () => {
  it('reports a send an authorization rule stopped as waiting for authorization', () => {
    expect(actionOutcome('send', { status: 'approval_required' })).toBe('request_authorization')
  })

  it('reports any other action as itself', () => {
    expect(actionOutcome('send', { status: 'sent' })).toBe('send')
    expect(actionOutcome('authorize', { status: 'sent' })).toBe('authorize')
    expect(actionOutcome('request_authorization', { status: 'approval_required' })).toBe(
      'request_authorization',
    )
  })
})
