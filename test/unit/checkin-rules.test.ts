import { describe, expect, it } from 'vitest'
import {
  assignmentSchema,
  checkinBodySchema,
  coversPeriod,
  documentsAskedFor,
} from '../../api/contract/checkin'
import { confirmationExpiry } from '../../api/server/checkin/checkin-service'
import { askedOf, bodyOf } from '../../machines/checkin/checkin.machine'
import { SAMPLE_POLICIES } from '../../machines/checkin/checkin.journey'

const today = '2026-11-26'
const assignment = {
  client_name: ' Bouwbedrijf Noord ',
  client_email: 'Inkoop@Noord.NL',
  description: 'Verbouwing',
  period_from: '2026-12-01',
  period_to: '2027-02-28',
}
const errorsOf = (input: unknown, schema = assignmentSchema({ today })) => {
  const parsed = schema.safeParse(input)
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the documents a check-in asks for', () => {
  it('always a KvK extract; proof of liability elsewhere when no liability cover is chosen', () => {
    expect(documentsAskedFor(['business_liability'])).toEqual(['kvk_extract'])
    expect(documentsAskedFor(['professional_liability', 'device'])).toEqual(['kvk_extract'])
    expect(documentsAskedFor(['device'])).toEqual(['kvk_extract', 'liability_elsewhere'])
    expect(documentsAskedFor([])).toEqual(['kvk_extract', 'liability_elsewhere'])
  })

  it('follows the covers chosen in the journey', () => {
    expect(askedOf({ policies: SAMPLE_POLICIES, chosen: [7] })).toEqual(['kvk_extract'])
    expect(askedOf({ policies: SAMPLE_POLICIES, chosen: [8] })).toEqual([
      'kvk_extract',
      'liability_elsewhere',
    ])
  })

  it('sends only the documents of the kinds asked', () => {
    const body = bodyOf({
      policies: SAMPLE_POLICIES,
      assignment: assignmentSchema({ today }).parse(assignment),
      chosen: [7],
      uploads: [
        { id: 1, kind: 'kvk_extract', name: 'kvk.pdf' },
        { id: 2, kind: 'liability_elsewhere', name: 'elders.pdf' },
      ],
      checkin: null,
      failure: null,
      fields: {},
    })
    expect(body.documents).toEqual([{ id: 1, kind: 'kvk_extract' }])
    expect(body.policies).toEqual([7])
  })
})

describe('a policy covers the period', () => {
  const period = { period_from: '2026-12-01', period_to: '2027-02-28' }
  it('when it started by the first day and does not end before the last', () => {
    expect(coversPeriod({ start_date: '2026-01-01', end_date: null }, period)).toBe(true)
    expect(coversPeriod({ start_date: '2026-12-01', end_date: '2027-02-28' }, period)).toBe(true)
    expect(coversPeriod({ start_date: '2026-12-02', end_date: null }, period)).toBe(false)
    expect(coversPeriod({ start_date: '2026-01-01', end_date: '2027-02-27' }, period)).toBe(false)
  })
})

describe('the assignment schema (client and server)', () => {
  it('trims names and lower-cases the e-mail', () => {
    expect(assignmentSchema({ today }).parse(assignment)).toMatchObject({
      client_name: 'Bouwbedrijf Noord',
      client_email: 'inkoop@noord.nl',
    })
  })

  it('refuses a period that ended, runs backwards, starts over a year back or lasts over five years', () => {
    expect(errorsOf({ ...assignment, period_to: '2026-11-25' })).toEqual({ period_to: 'periodEnded' })
    expect(errorsOf({ ...assignment, period_from: '2027-03-01' })).toEqual({
      period_to: 'periodEndBeforeStart',
    })
    expect(errorsOf({ ...assignment, period_from: '2025-11-25' })).toEqual({
      period_from: 'periodStartTooEarly',
    })
    expect(errorsOf({ ...assignment, period_to: '2031-12-02' })).toEqual({ period_to: 'periodTooLong' })
    expect(errorsOf({ ...assignment, period_from: '2026-02-30' })).toEqual({
      period_from: 'dateValidMessage',
    })
  })

  it('asks for at least one policy and no duplicates in the body', () => {
    const schema = checkinBodySchema({ today })
    expect(errorsOf({ ...assignment, policies: [] }, schema)).toEqual({ policies: 'required' })
    expect(errorsOf({ ...assignment, policies: [3, 3] }, schema)).toEqual({ policies: 'duplicate' })
  })
})

describe('the confirmation link', () => {
  it('works until the end of the thirtieth day after the assignment, Amsterdam time, summer or winter', () => {
    // 30 March 2027 is summer time (+02:00); 31 January winter time (+01:00).
    expect(confirmationExpiry('2027-02-28').toISOString()).toBe('2027-03-30T21:59:59.999Z')
    expect(confirmationExpiry('2027-01-01').toISOString()).toBe('2027-01-31T22:59:59.999Z')
  })
})
