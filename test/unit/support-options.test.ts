import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  closeSupportPanel,
  HIDE_AFTER_MS,
  openSupportPanel,
  useSupportPanel,
} from '../../views/support/support-panel'
import { supportOptions, whatsAppHref } from '../../views/support/support-options'
import { renderHook, act } from '@testing-library/react'

const weekday10 = new Date('2026-11-30T09:00:00Z') // Monday 10:00 in Amsterdam
const saturday = new Date('2026-11-28T09:00:00Z')
const partner = (extra: Partial<Parameters<typeof supportOptions>[0]> = {}, ai?: unknown) => ({
  support_phone_number: '+31 20 123 4567',
  support_email: 'support@zzp.example',
  trengo_key: null,
  features: ai === undefined ? {} : { ai_support: ai as { active: boolean } },
  ...extra,
})
const channels = (p: Parameters<typeof supportOptions>[0], at: Date) =>
  supportOptions(p, at).map((o) => o.channel)

describe('the support menu offers', () => {
  const aiInOfficeHours = { active: true, extra: { support_times: 'office-hours' } }

  it('the assistant and WhatsApp while the AI support is on, with call, mail and FAQ', () => {
    expect(channels(partner({}, aiInOfficeHours), weekday10)).toEqual([
      'alicia-ai',
      'whatsapp',
      'call',
      'mail',
      'faq',
    ])
    expect(supportOptions(partner({}, aiInOfficeHours), weekday10)[1]).toEqual({
      channel: 'whatsapp',
      href: 'https://wa.me/31201234567',
    })
  })

  it('the live chat when the AI support is off or outside its times: Trengo with a key, else the local chat', () => {
    expect(channels(partner({}, aiInOfficeHours), saturday)).toEqual(['chat', 'call', 'mail', 'faq'])
    expect(supportOptions(partner({}, aiInOfficeHours), saturday)[0]).toEqual({
      channel: 'chat',
      service: 'local',
    })
    expect(supportOptions(partner({ trengo_key: 'abc' }), weekday10)[0]).toEqual({
      channel: 'chat',
      service: 'trengo',
    })
    expect(channels(partner({}, { ...aiInOfficeHours, active: false }), weekday10)[0]).toBe('chat')
  })

  it('only what the partner has: no phone, no call or WhatsApp; no address, no mail or local chat', () => {
    expect(channels(partner({ support_phone_number: null }, aiInOfficeHours), weekday10)).toEqual([
      'alicia-ai',
      'mail',
      'faq',
    ])
    expect(channels(partner({ support_email: null }), weekday10)).toEqual(['call', 'faq'])
    expect(channels(partner({ support_email: null, trengo_key: 'k' }), weekday10)).toEqual([
      'chat',
      'call',
      'faq',
    ])
    expect(whatsAppHref('+31 (0)6-12 34')).toBe('https://wa.me/31061234')
  })
})

describe('a support panel', () => {
  afterEach(() => vi.useRealTimers())

  it('stays in the page for one second after it is closed, then leaves; reopened in time, it stays', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useSupportPanel())
    act(() => openSupportPanel('chat', { message: 'Vraag' }))
    expect(result.current).toEqual({ panel: 'chat', open: true, prefill: { message: 'Vraag' } })
    act(() => closeSupportPanel())
    expect(result.current?.open).toBe(false)
    act(() => vi.advanceTimersByTime(HIDE_AFTER_MS - 1))
    expect(result.current?.panel).toBe('chat')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBeNull()
    act(() => openSupportPanel('faq'))
    act(() => closeSupportPanel())
    act(() => vi.advanceTimersByTime(500))
    act(() => openSupportPanel('faq'))
    act(() => vi.advanceTimersByTime(HIDE_AFTER_MS))
    expect(result.current).toEqual({ panel: 'faq', open: true, prefill: null })
  })
})
