import { describe, expect, it } from 'vitest'
import {
  canTakeSalesOrderAction,
  type SalesOrderState,
  salesOrderActionDone,
  salesOrderActions,
  salesOrderReserves,
} from './sales-order-state.ts'

const open = (accept_status: SalesOrderState['accept_status']): SalesOrderState => ({
  status: 'open',
  accept_status,
  dispatched: false,
})

describe('the sales-order state machine', () => {
  it('dispatches only an open, accepted order, once', () => {
    expect(canTakeSalesOrderAction('dispatch', open('accepted'))).toBe(true)
    expect(canTakeSalesOrderAction('dispatch', open('pending'))).toBe(false)
    const dispatched = { ...open('accepted'), dispatched: true }
    expect(salesOrderActions.filter((action) => canTakeSalesOrderAction(action, dispatched))).toEqual([])
    expect(salesOrderActionDone('dispatch', dispatched)).toBe(true)
  })

  it('takes nothing on a cancelled order, and does not call a cancelled order accepted again', () => {
    const cancelled: SalesOrderState = { status: 'cancelled', accept_status: 'accepted', dispatched: false }
    expect(salesOrderActions.filter((action) => canTakeSalesOrderAction(action, cancelled))).toEqual([])
    expect(salesOrderActionDone('accept', cancelled)).toBe(false)
    expect(salesOrderActionDone('cancel', cancelled)).toBe(true)
    expect(salesOrderReserves(cancelled)).toBe(false)
  })

  it('moves the answer between accepted and declined while open', () => {
    expect(canTakeSalesOrderAction('accept', open('declined'))).toBe(true)
    expect(canTakeSalesOrderAction('decline', open('accepted'))).toBe(true)
    expect(salesOrderActionDone('accept', open('accepted'))).toBe(true)
    expect(salesOrderReserves(open('accepted'))).toBe(true)
  })
})
