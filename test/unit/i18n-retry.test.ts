// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_RETRY, retryDelays, withRetry } from '../../i18n/retry'

/** A load that fails `failures` times, then answers; each call's time (fake clock) is kept. */
function flakyLoad(failures: number) {
  const calls: number[] = []
  const load = vi.fn(async () => {
    calls.push(Date.now())
    if (calls.length <= failures)
      throw new TypeError(`Failed to fetch dynamically imported module (${calls.length})`)
    return { messages: { greeting: ['Hello'] } }
  })
  return { load, calls }
}

describe('retrying a catalog load', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits 350 ms, then twice as long before each next try, five times at most', () => {
    expect(retryDelays(CATALOG_RETRY)).toEqual([350, 700, 1400, 2800, 5600])
  })

  it('answers what the third try loads, after 350 and 700 ms', async () => {
    const { load, calls } = flakyLoad(2)
    const result = withRetry(load)
    await vi.advanceTimersByTimeAsync(349)
    expect(load).toHaveBeenCalledTimes(1) // the first retry waits its full 350 ms
    await vi.advanceTimersByTimeAsync(1_050)
    await expect(result).resolves.toEqual({ messages: { greeting: ['Hello'] } })
    expect(calls).toEqual([0, 350, 1050])
  })

  it('answers at once when the first try loads', async () => {
    const { load } = flakyLoad(0)
    await expect(withRetry(load)).resolves.toBeDefined()
    expect(load).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('gives up after six failed tries (the first and five retries) with the last failure', async () => {
    const { load, calls } = flakyLoad(Infinity)
    const result = withRetry(load)
    const settled = expect(result).rejects.toThrow('(6)')
    await vi.advanceTimersByTimeAsync(10_850)
    await settled
    expect(calls).toEqual([0, 350, 1050, 2450, 5250, 10_850])
    // Nothing more is tried afterwards.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(load).toHaveBeenCalledTimes(6)
  })

  it('leaves the fallback to the caller once the retries are spent', async () => {
    const { load } = flakyLoad(6)
    const messages = withRetry(load).catch(() => ({ messages: { greeting: ['Hallo'] } }))
    await vi.runAllTimersAsync()
    await expect(messages).resolves.toEqual({ messages: { greeting: ['Hallo'] } })
    expect(load).toHaveBeenCalledTimes(6)
  })

  it('follows another policy: no retry at all', async () => {
    const { load } = flakyLoad(1)
    await expect(withRetry(load, { retries: 0, firstDelayMs: 0 })).rejects.toThrow('(1)')
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('the Dutch fallback', () => {
  afterEach(() => {
    vi.doUnmock('@lingui/message-utils/compileMessage')
    vi.resetModules()
  })

  it('speaks Dutch with the partner’s Dutch texts', async () => {
    const { activateFallbackLocale, i18n } = await import('../../i18n/i18n')
    await activateFallbackLocale({ 'welcome.title': 'Welkom bij {name}' })
    expect(i18n.locale).toBe('nl')
    expect(i18n._('welcome.title', { name: 'ZZP Schild' })).toBe('Welkom bij ZZP Schild')
  })

  it('tries the ICU compiler once, not five more times, and then speaks the built-in Dutch', async () => {
    vi.resetModules()
    vi.doMock('@lingui/message-utils/compileMessage', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    vi.useFakeTimers()
    try {
      const { activateFallbackLocale, i18n } = await import('../../i18n/i18n')
      // Resolves without the clock moving: no retry waits.
      await activateFallbackLocale({ 'welcome.title': 'Welkom bij {name}' })
      expect(i18n.locale).toBe('nl')
      expect(i18n._('welcome.title')).toBe('Verzekerd in vijf minuten')
    } finally {
      vi.useRealTimers()
    }
  })
})
