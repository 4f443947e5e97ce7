import { describe, expect, it } from 'vitest'
import {
  acceptable,
  endedCode,
  isQuotable,
  quoteExitUrl,
  quoteStatus,
} from '../../api/server/broker/quote-rules'

const now = new Date('2026-11-26T10:00:00Z')
const later = new Date('2026-12-01T00:00:00Z')
const earlier = new Date('2026-11-20T00:00:00Z')

describe('broker quote rules', () => {
  it('a quote is open until its validity, then expired; accepted once used (used wins)', () => {
    expect(quoteStatus({ valid_until: later, accepted_at: null }, now)).toBe('open')
    expect(quoteStatus({ valid_until: now, accepted_at: null }, now)).toBe('expired')
    expect(quoteStatus({ valid_until: earlier, accepted_at: earlier }, now)).toBe('accepted')
    expect(endedCode({ valid_until: later, accepted_at: null }, now)).toBeNull()
    expect(endedCode({ valid_until: earlier, accepted_at: null }, now)).toBe('quote_expired')
    expect(endedCode({ valid_until: later, accepted_at: earlier }, now)).toBe('quote_used')
  })

  it('only its acceptor may accept a used quote again; nobody an expired one', () => {
    expect(acceptable({ valid_until: later, accepted_at: null, accepted_by: null }, 7, now)).toBe(true)
    expect(acceptable({ valid_until: later, accepted_at: earlier, accepted_by: 7 }, 7, now)).toBe(true)
    expect(acceptable({ valid_until: later, accepted_at: earlier, accepted_by: 8 }, 7, now)).toBe(false)
    expect(acceptable({ valid_until: earlier, accepted_at: null, accepted_by: null }, 7, now)).toBe(false)
  })

  it('quotes only products priced by base premium, risk class and answers', () => {
    expect(isQuotable({ type: 'business_liability', base_net_cents: 2000 })).toBe(true)
    expect(isQuotable({ type: 'death_risk', base_net_cents: 750 })).toBe(true)
    for (const type of [
      'aov',
      'aov_acture',
      'car',
      'device',
      'allianz_liability',
      'allianz_content',
    ] as const)
      expect(isQuotable({ type, base_net_cents: 1000 })).toBe(false)
    expect(isQuotable({ type: 'business_liability', base_net_cents: null })).toBe(false)
  })

  it('a cleared broker session goes to the configured address, else this site’s own page', () => {
    expect(quoteExitUrl(undefined, 'zzp')).toBe('/quotation-ended')
    expect(quoteExitUrl('https://offertes.example/{partner}/nieuw', 'zzp')).toBe(
      'https://offertes.example/zzp/nieuw',
    )
  })
})
