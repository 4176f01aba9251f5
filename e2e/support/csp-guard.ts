import { afterAll, afterEach, expect } from 'vitest'
import { takeCspViolations } from './browser.ts'

// Every journey (a setup file of the e2e project) fails when the Content-Security-Policy refused
// anything on its pages: a test for what happened during it, the file for what came after its last.
afterEach(() => {
  expect(takeCspViolations()).toEqual([])
})
afterAll(() => {
  expect(takeCspViolations()).toEqual([])
})
