import { notificationTypes } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import en from '../locales/en.json'
import sv from '../locales/sv.json'

// The settings page explains every type a module may send: a type added to the contracts without its
// hint would show a missing key there.
describe('notification type hints', () => {
  it.each([
    ['en', en],
    ['sv', sv],
  ])('explains every notification type in %s', (_, catalogue) => {
    const hints = catalogue.settings.typeHints as Record<string, string>
    expect(notificationTypes.filter((type) => !hints[type])).toEqual([])
  })
})
