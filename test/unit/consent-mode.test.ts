import { describe, expect, it, vi } from 'vitest'
import { createConsentStore, type ConsentChoice } from '../../views/analytics/consent'
import { connectTagManager, consentInLayer } from '../../views/analytics/consent-mode'

const denied = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
}
const granted = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
}

/** A store over its own storage, with a choice stored beforehand (or none). */
function storeWith(choice: ConsentChoice | null) {
  const storage = new Map<string, string>()
  const memory = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  } as Storage
  const store = createConsentStore(() => memory)
  if (choice) store.choose(choice)
  return createConsentStore(() => memory)
}

/** The layer as the tag manager reads it: each entry's kind and values. */
const read = (layer: unknown[]) =>
  layer.map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? ['arguments', ...Array.from(entry as ArrayLike<unknown>)]
      : entry,
  )

describe('Google consent mode', () => {
  it('denies everything first, and loads no container while the customer has not chosen', () => {
    const layer: Record<string, unknown>[] = []
    const load = vi.fn()
    connectTagManager(storeWith(null), load, layer)
    expect(read(layer)).toEqual([['arguments', 'consent', 'default', denied]])
    expect(load).not.toHaveBeenCalled()
  })

  it('on accepting, grants analytics and ads, and only then loads the container', () => {
    const layer: Record<string, unknown>[] = []
    const store = storeWith(null)
    const load = vi.fn(() => expect(consentInLayer(layer)).toBe('granted'))
    connectTagManager(store, load, layer)
    store.choose('granted')
    expect(read(layer)).toEqual([
      ['arguments', 'consent', 'default', denied],
      ['arguments', 'consent', 'update', granted],
    ])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('on refusing, changes nothing: all stays denied and nothing loads', () => {
    const layer: Record<string, unknown>[] = []
    const store = storeWith(null)
    const load = vi.fn()
    connectTagManager(store, load, layer)
    store.choose('denied')
    expect(read(layer)).toEqual([['arguments', 'consent', 'default', denied]])
    expect(load).not.toHaveBeenCalled()
  })

  it('a choice from an earlier visit: default, update, then the container, at once', () => {
    const layer: Record<string, unknown>[] = []
    const load = vi.fn()
    connectTagManager(storeWith('granted'), load, layer)
    expect(read(layer)).toEqual([
      ['arguments', 'consent', 'default', denied],
      ['arguments', 'consent', 'update', granted],
    ])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('withdrawing pushes an update to denied', () => {
    const layer: Record<string, unknown>[] = []
    const store = storeWith('granted')
    connectTagManager(store, () => {}, layer)
    store.review()
    store.choose('denied')
    expect(read(layer).slice(1)).toEqual([
      ['arguments', 'consent', 'update', granted],
      ['arguments', 'consent', 'update', denied],
    ])
    expect(consentInLayer(layer)).toBe('denied')
  })

  it('connecting again (React’s double effect) pushes nothing twice; a disconnected one hears nothing', () => {
    const layer: Record<string, unknown>[] = []
    const store = storeWith(null)
    const first = vi.fn()
    connectTagManager(store, first, layer)()
    const second = vi.fn()
    connectTagManager(store, second, layer)
    store.choose('granted')
    expect(read(layer)).toEqual([
      ['arguments', 'consent', 'default', denied],
      ['arguments', 'consent', 'update', granted],
    ])
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })
})
