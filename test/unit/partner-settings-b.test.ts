import { describe, expect, it } from 'vitest'
import { tagManagerIdOf } from '../../api/contract/tag-manager'
import {
  acceptedReturnUrl,
  backToPartnerUrl,
  dismissUrl,
  ENTRY_RETURN_KEY,
} from '../../views/partner/back-to-partner'
import { ENTRY_PREFILL_KEY, entryPrefillEmail, takePartnerEntry } from '../../views/partner/entry-params'

/** Brand, bank partner and tag manager settings in the browser (docs/partner-settings.md). */
const ORIGIN = 'http://kroonbank.localhost:4415'
const flags = (on: boolean) => ({
  prefill_deep_link: { active: on },
  back_to_partner_link: { active: on },
})
const bank = { features: flags(true), returnURL: 'https://www.kroonbank.example/zakelijk' }
const other = { features: flags(false), returnURL: 'https://www.kroonbank.example/zakelijk' }
const ALLOWED = 'https://www.kroonbank.example/app/terug?scherm=verzekeren'
const EVIL = [
  'https://evil.example/phish',
  '//evil.example',
  'javascript:alert(1)',
  '/\\evil.example',
  'https%3A%2F%2Fevil.example',
  'https://www.kroonbank.example.evil.example/',
  'http://www.kroonbank.example/zakelijk',
]

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  }
}

describe('tagManagerIdOf', () => {
  const gtm = (id: string | null, code: string | null = null) =>
    tagManagerIdOf({ google_tag_manager_id: id, google_tag_manager_code: code })
  it('takes the container id, or the one written in the pasted code', () => {
    expect(gtm('GTM-BZ7K2Q9')).toBe('GTM-BZ7K2Q9')
    expect(gtm(' gtm-bz7k2q9 ')).toBe('GTM-BZ7K2Q9')
    expect(
      gtm(
        null,
        "<script>(function(w,d,s,l,i){…})(window,document,'script','dataLayer','GTM-AB12CD');</script>",
      ),
    ).toBe('GTM-AB12CD')
    expect(gtm('', 'GTM-XYZ123')).toBe('GTM-XYZ123')
  })
  it('answers null without a container id (no tag manager loads)', () => {
    expect(gtm(null)).toBeNull()
    expect(gtm('UA-1234-1')).toBeNull()
    expect(gtm('GTM-"><script>', 'alert(1)')).toBeNull()
  })
})

describe('the bank partner’s return target', () => {
  it('follows an entry returnURL on the configured return host', () => {
    expect(acceptedReturnUrl(ALLOWED, bank, ORIGIN)).toBe(ALLOWED)
    expect(backToPartnerUrl(bank, ALLOWED, ORIGIN)).toBe(ALLOWED)
    expect(dismissUrl(bank, ALLOWED, ORIGIN)).toBe(ALLOWED)
  })
  it.each(EVIL)('refuses %s and falls back to the configured address', (evil) => {
    expect(acceptedReturnUrl(evil, bank, ORIGIN)).toBeNull()
    expect(backToPartnerUrl(bank, evil, ORIGIN)).toBe('https://www.kroonbank.example/zakelijk')
    expect(dismissUrl(bank, evil, ORIGIN)).toBeNull()
  })
  it('goes to the configured address without an entry one; no header link then', () => {
    expect(backToPartnerUrl(bank, null, ORIGIN)).toBe('https://www.kroonbank.example/zakelijk')
    expect(dismissUrl(bank, null, ORIGIN)).toBeNull()
  })
  it('shows nothing when back_to_partner_link is off', () => {
    expect(backToPartnerUrl(other, ALLOWED, ORIGIN)).toBeNull()
    expect(dismissUrl(other, ALLOWED, ORIGIN)).toBeNull()
  })
  it('allows no host at all when the partner has no configured return address', () => {
    expect(acceptedReturnUrl(ALLOWED, { returnURL: null }, ORIGIN)).toBeNull()
  })
})

describe('takePartnerEntry', () => {
  const search = { returnURL: ALLOWED, email: ' Jan@Example.NL ', userId: '42', platform: 'ios' }

  it('keeps returnURL and the e-mail for the bank partner, and drops all three from the query', () => {
    const storage = memoryStorage()
    expect(takePartnerEntry(search, bank, storage, ORIGIN)).toEqual({ platform: 'ios' })
    expect(storage.getItem(ENTRY_RETURN_KEY)).toBe(ALLOWED)
    expect(storage.getItem(ENTRY_PREFILL_KEY)).toBe('jan@example.nl')
    expect(entryPrefillEmail(bank, storage)).toBe('jan@example.nl')
    expect([...Array(storage.length).keys()].map((i) => storage.key(i))).not.toContain('userId')
  })

  it('ignores them for a partner without the flags (but still takes them out of the address)', () => {
    const storage = memoryStorage()
    expect(takePartnerEntry(search, other, storage, ORIGIN)).toEqual({ platform: 'ios' })
    expect(storage.length).toBe(0)
    storage.setItem(ENTRY_PREFILL_KEY, 'jan@example.nl')
    expect(entryPrefillEmail(other, storage)).toBeUndefined()
  })

  it('stores no refused return address or invalid e-mail, and forgets an earlier one', () => {
    const storage = memoryStorage()
    takePartnerEntry(search, bank, storage, ORIGIN)
    takePartnerEntry({ returnURL: EVIL[0], email: 'not-an-address' }, bank, storage, ORIGIN)
    expect(storage.getItem(ENTRY_RETURN_KEY)).toBeNull()
    expect(storage.getItem(ENTRY_PREFILL_KEY)).toBeNull()
  })

  it('leaves an entry without them alone', () => {
    const storage = memoryStorage()
    storage.setItem(ENTRY_RETURN_KEY, ALLOWED)
    expect(takePartnerEntry({ insurance_calculator: '' }, bank, storage, ORIGIN)).toEqual({
      insurance_calculator: '',
    })
    expect(storage.getItem(ENTRY_RETURN_KEY)).toBe(ALLOWED)
  })
})
