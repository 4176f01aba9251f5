import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from './api-error.ts'

const show = vi.fn()
vi.mock('@mantine/notifications', () => ({ notifications: { show: (toast: unknown) => show(toast) } }))
vi.mock('../i18n/i18n.ts', () => ({
  i18n: {
    t: (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key),
  },
}))
const alerts: unknown[] = []
vi.mock('./error-alert.ts', () => ({ raiseErrorAlert: (alert: unknown) => alerts.push(alert) }))
const { presentError } = await import('./present-error.ts')

const messages = () => show.mock.calls.map(([toast]) => (toast as { message: string }).message)
const reload = vi.fn()

beforeEach(() => {
  alerts.length = 0
  show.mockClear()
  reload.mockClear()
  vi.useFakeTimers()
  vi.stubGlobal('window', { setTimeout, location: { reload } })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// Spec §8, case by case.
describe('presentError', () => {
  it('422: one toast per distinct first message per field', () => {
    presentError(
      new ApiError(422, {
        message: 'The data is invalid',
        errors: { name: ['Required', 'Too short'], email: ['Required'], phone: ['Not a number'] },
      }),
    )
    expect(messages()).toEqual(['Required', 'Not a number'])
    expect(show.mock.calls.every(([toast]) => (toast as { autoClose: number }).autoClose === 5000)).toBe(true)
  })

  it('422: a field named like "old" suppresses the toasts', () => {
    presentError(new ApiError(422, { message: 'x', errors: { old_eta: ['changed'], eta: ['Required'] } }))
    expect(show).not.toHaveBeenCalled()
  })

  it('422: the general message when there are no field errors', () => {
    presentError(new ApiError(422, { message: 'The e-mail or password is incorrect' }))
    expect(messages()).toEqual(['The e-mail or password is incorrect'])
  })

  it('401: the server message, then the page reloads', () => {
    presentError(new ApiError(401, { message: 'Please sign in again' }))
    expect(messages()).toEqual(['Please sign in again'])
    expect(reload).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(reload).toHaveBeenCalledOnce()
  })

  it('403: a toast with the server message, or the generic one', () => {
    presentError(new ApiError(403, { message: 'You do not have access' }))
    presentError(new ApiError(403, { message: '' }))
    expect(messages()).toEqual(['You do not have access', 'messages:errors.generic'])
  })

  it('409: a refusal is a toast of its message, no alert', () => {
    presentError(new ApiError(409, { message: 'Someone else saved first' }))
    expect(messages()).toEqual(['Someone else saved first'])
    expect(alerts).toEqual([])
  })

  it('other statuses: an alert and a toast, each titled with the status', () => {
    presentError(new ApiError(503, { message: 'Service unavailable' }))
    const alert = { title: 'app:error.status {"status":503}', message: 'Service unavailable' }
    expect(show.mock.calls[0]?.[0]).toMatchObject(alert)
    expect(alerts).toEqual([alert])
  })

  it('no response: the error under the no-response title', () => {
    presentError(new NetworkError('Failed to fetch'))
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      title: 'app:error.noResponse',
      message: 'Failed to fetch',
    })
  })
})
