// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { initialLanguage, readStoredLanguage, storeLanguage } from '../../i18n/languages'

const memoryStorage = (entries: Record<string, string> = {}): Storage => {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  }
}

describe('stored language', () => {
  it('round-trips a supported language', () => {
    const storage = memoryStorage()
    storeLanguage('fr', storage)
    expect(readStoredLanguage(storage)).toBe('fr')
  })

  it('ignores a corrupted or foreign value instead of failing', () => {
    expect(readStoredLanguage(memoryStorage({ language: '{"broken' }))).toBeNull()
    expect(readStoredLanguage(memoryStorage({ language: 'xx' }))).toBeNull()
    const throwing = {
      getItem: () => {
        throw new Error('blocked')
      },
    } as unknown as Storage
    expect(readStoredLanguage(throwing)).toBeNull()
  })
})

describe('initialLanguage (core §4)', () => {
  const partner = { languages: ['nl', 'en'] as ('nl' | 'en')[], default_language: 'nl' as const }
  it('uses the stored language when the partner offers it', () => {
    expect(initialLanguage('en', partner)).toBe('en')
  })
  it('falls back to the partner default otherwise', () => {
    expect(initialLanguage('de', partner)).toBe('nl')
    expect(initialLanguage(null, partner)).toBe('nl')
    expect(initialLanguage(null, { languages: ['de'], default_language: 'nl' })).toBe('de')
  })
})
