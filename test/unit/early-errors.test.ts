import { describe, expect, it } from 'vitest'
import { takeEarlyErrors } from '../../views/platform/early-errors'

describe('early errors (thrown before the error reporter loads)', () => {
  it('keeps uncaught errors and rejections until taken, then stops keeping', () => {
    const thrown = new Error('early')
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'early' }))
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown }
    rejection.reason = 'rejected'
    window.dispatchEvent(rejection)
    expect(takeEarlyErrors()).toEqual([thrown, 'Script error.', 'rejected'])

    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }))
    expect(takeEarlyErrors()).toEqual([])
  })
})
