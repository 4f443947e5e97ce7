import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONSENT_KEY,
  CONSENT_MAX_AGE_MS,
  CONSENT_VERSION,
  createConsentStore,
  parseConsent,
} from '../../views/analytics/consent'

const NOW = Date.parse('2026-03-01T12:00:00.000Z')
const stored = (value: unknown) => JSON.stringify(value)
const valid = { version: CONSENT_VERSION, choice: 'granted', at: '2026-02-01T09:30:00.000Z' }

describe('the stored cookie choice', () => {
  it('reads a choice of this version made within the year', () => {
    expect(parseConsent(stored(valid), NOW)).toEqual(valid)
    expect(parseConsent(stored({ ...valid, choice: 'denied' }), NOW)?.choice).toBe('denied')
  })

  it('asks again for anything else, without throwing', () => {
    for (const raw of [
      null,
      '',
      '{not json',
      'null',
      '"granted"',
      '[]',
      stored({ ...valid, version: CONSENT_VERSION + 1 }),
      stored({ ...valid, version: String(CONSENT_VERSION) }),
      stored({ ...valid, choice: 'yes' }),
      stored({ ...valid, at: 'yesterday' }),
      stored({ version: CONSENT_VERSION, choice: 'granted' }),
      // Older than a year, or dated in the future.
      stored({ ...valid, at: new Date(NOW - CONSENT_MAX_AGE_MS - 1).toISOString() }),
      stored({ ...valid, at: new Date(NOW + 60_000).toISOString() }),
    ])
      expect(parseConsent(raw, NOW), String(raw)).toBeNull()
  })
})

describe('the consent store', () => {
  beforeEach(() => localStorage.clear())
  const store = () =>
    createConsentStore(
      () => localStorage,
      () => NOW,
    )

  it('asks when nothing is stored, and keeps a choice with its version and date', () => {
    const consent = store()
    expect(consent.get()).toEqual({ choice: null, reviewing: false })
    const listener = vi.fn()
    consent.subscribe(listener)
    consent.choose('granted')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(consent.get()).toEqual({ choice: 'granted', reviewing: false })
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toEqual({
      version: CONSENT_VERSION,
      choice: 'granted',
      at: '2026-03-01T12:00:00.000Z',
    })
    // A page loaded later reads it.
    expect(store().get().choice).toBe('granted')
  })

  it('reopens to change the choice, and closes again keeping it', () => {
    const consent = store()
    consent.choose('granted')
    consent.review()
    expect(consent.get()).toEqual({ choice: 'granted', reviewing: true })
    consent.closeReview()
    expect(consent.get()).toEqual({ choice: 'granted', reviewing: false })
    consent.review()
    consent.choose('denied')
    expect(consent.get()).toEqual({ choice: 'denied', reviewing: false })
  })

  it('gives React the same state object until it changes', () => {
    const consent = store()
    expect(consent.get()).toBe(consent.get())
  })

  it('starts on corrupted storage by asking', () => {
    localStorage.setItem(CONSENT_KEY, '{"version":1,"choice":')
    expect(store().get()).toEqual({ choice: null, reviewing: false })
  })

  it('survives storage that is blocked: asks, and the choice holds for the page', () => {
    const blocked = createConsentStore(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(blocked.get().choice).toBeNull()
    blocked.choose('denied')
    expect(blocked.get().choice).toBe('denied')
  })

  it('takes over a choice made in another tab', () => {
    const consent = store()
    const listener = vi.fn()
    const stop = consent.subscribe(listener)
    localStorage.setItem(CONSENT_KEY, stored(valid))
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY }))
    expect(consent.get().choice).toBe('granted')
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
  })
})
