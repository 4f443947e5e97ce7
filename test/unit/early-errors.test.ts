import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { takeEarlyErrors } from '../../views/platform/early-errors'

/** The page's first script, as index.html carries it: it keeps errors from before any of the app's code. */
const PAGE_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))![1]!

describe('early errors (thrown before the error reporter loads)', () => {
  it("are kept by the page's first script until taken, then no longer", () => {
    window.eval(PAGE_SCRIPT)
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

  it('keeps at most 20, and gives none where the page has no such script', () => {
    window.eval(PAGE_SCRIPT)
    for (let i = 0; i < 25; i += 1) window.dispatchEvent(new ErrorEvent('error', { message: `loop ${i}` }))
    expect(takeEarlyErrors()).toHaveLength(20)
    delete (window as unknown as Record<string, unknown>).__earlyErrors
    expect(takeEarlyErrors()).toEqual([])
  })
})
