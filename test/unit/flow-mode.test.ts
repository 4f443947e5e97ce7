// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FLOW_HOME, flowModeOf, isFunnelStarted, withoutSignature } from '../../views/platform/flow-mode'

describe('flow mode (core §2)', () => {
  it('follows the path', () => {
    expect(flowModeOf('/welcome', {})).toBe('default')
    expect(flowModeOf('/insurance-calculator/profession', {})).toBe('calculator')
    expect(flowModeOf('/insurance-checkin-welcome', {})).toBe('checkin')
  })

  it('lets the query parameters switch it', () => {
    expect(flowModeOf('/welcome', new URLSearchParams('insurance_calculator=1'))).toBe('calculator')
    expect(flowModeOf('/welcome', { insurance_checkin: true })).toBe('checkin')
  })

  it('knows each flow home and when the funnel started', () => {
    expect(FLOW_HOME.calculator).toBe('/insurance-calculator')
    expect(isFunnelStarted('/checkout/quotation')).toBe(true)
    expect(isFunnelStarted('/welcome')).toBe(false)
  })

  it('keeps entry parameters except the signature ones', () => {
    expect(
      withoutSignature({
        signature: 's',
        external_id: 'e',
        signature_created_at: 't',
        quote_id: 'q',
        platform: 'p',
      }),
    ).toEqual({
      quote_id: 'q',
      platform: 'p',
    })
  })
})
