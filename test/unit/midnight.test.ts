import { describe, expect, it } from 'vitest'
import { waitBeforeAmsterdamMidnight } from '../midnight'

describe('waitBeforeAmsterdamMidnight', () => {
  it('waits until just past midnight in the last three minutes of an Amsterdam day, in winter and summer', () => {
    // 23:58:30 in Amsterdam: UTC+1 in winter, UTC+2 in summer.
    expect(waitBeforeAmsterdamMidnight(new Date('2026-11-26T22:58:30.000Z'))).toBe(91_000)
    expect(waitBeforeAmsterdamMidnight(new Date('2026-07-01T21:58:30.000Z'))).toBe(91_000)
    expect(waitBeforeAmsterdamMidnight(new Date('2026-11-26T22:59:59.500Z'))).toBe(1_500)
  })

  it('does not wait at any other time, also not just after midnight', () => {
    expect(waitBeforeAmsterdamMidnight(new Date('2026-11-26T22:56:59.000Z'))).toBe(0)
    expect(waitBeforeAmsterdamMidnight(new Date('2026-11-26T23:00:00.000Z'))).toBe(0)
    expect(waitBeforeAmsterdamMidnight(new Date('2026-11-26T11:00:00.000Z'))).toBe(0)
  })
})
