import type { Checkin } from '../../api/contract/checkin'
import { failureOf } from '../../api/contract/failure'
import type { Policy } from '../../api/contract/policies'
import { defineJourney, doneEvent, errorEvent, outcomeOf } from '../graph/journey'
import { checkinMachine, type CheckinEvent, type CheckinFailure } from './checkin.machine'

/** A business liability policy running on, and a device policy that ends soon. */
export const SAMPLE_POLICIES: Policy[] = [
  {
    id: 7,
    number: 'VZ-2026-000007',
    product: { id: 1, name: 'Bedrijfsaansprakelijkheidsverzekering', type: 'business_liability' },
    start_date: '2026-01-01',
    end_date: null,
    monthly_premium: '60.98',
    currency: 'EUR',
    cover: [],
    cancelled_at: null,
  },
  {
    id: 8,
    number: 'VZ-2026-000008',
    product: { id: 9, name: 'Apparatenverzekering', type: 'device' },
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    monthly_premium: '9.50',
    currency: 'EUR',
    cover: [],
    cancelled_at: null,
  },
]
const ASSIGNMENT = {
  client_name: 'Bouwbedrijf Noord',
  client_email: 'inkoop@noord.example.nl',
  description: 'Verbouwing kantoor',
  period_from: '2026-12-01',
  period_to: '2027-02-28',
}
const SAMPLE_CHECKIN: Checkin = {
  id: 3,
  ...ASSIGNMENT,
  covers: [],
  documents: [],
  created_at: '2026-11-26T10:00:00.000Z',
  confirmation_expires_at: '2027-03-30T23:00:00.000Z',
  copy_to_freelancer: true,
}
const refused: CheckinFailure = {
  ...failureOf('policyNotActiveInPeriod'),
  fields: { 'policies.0': ['policyNotActiveInPeriod'] },
}

const done = (id: string, output?: unknown) => doneEvent<CheckinEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<CheckinEvent>(id, error)

const words: Record<string, string> = {
  'user.retry': 'The freelancer tries again',
  'user.submitAssignment': 'The freelancer states the assignment',
  'user.continue': 'The freelancer continues with the documents given',
  'user.submit': 'The freelancer submits the check-in',
  'user.back': 'The freelancer goes back a step',
  'xstate.done.actor.submitCheckin': 'The server stores the check-in and e-mails the client',
}

export const checkinJourney = defineJourney({
  id: 'checkin',
  title: 'Insurance check-in',
  description:
    'A freelancer confirms existing cover for an assignment: their current policies are loaded (none: a truthful message and the way to the products), then the assignment (client, description, period), the policies that cover the whole period, the documents the covers ask for (a KvK extract; proof of liability cover elsewhere when no liability cover is chosen), a review and the submit. The client is e-mailed a link to a read-only confirmation.',
  machine: checkinMachine,
  inputs: [undefined],
  events: [
    done('loadCover', SAMPLE_POLICIES),
    done('loadCover', []),
    fail('loadCover', failureOf(null, true)),
    { type: 'user.retry' },
    { type: 'user.submitAssignment', assignment: ASSIGNMENT },
    { type: 'user.chooseCover', policies: [7] },
    { type: 'user.chooseCover', policies: [8] },
    { type: 'user.addDocument', document: { id: 21, kind: 'kvk_extract', name: 'kvk.pdf' } },
    { type: 'user.removeDocument', id: 21 },
    { type: 'user.continue' },
    { type: 'user.submit' },
    { type: 'user.back' },
    done('submitCheckin', SAMPLE_CHECKIN),
    fail('submitCheckin', refused),
    fail('submitCheckin', failureOf(null, true)),
  ],
  contextKey: (s) => [
    s.context.assignment !== null,
    s.context.chosen,
    s.context.uploads.length,
    s.context.failure?.retryable ?? null,
  ],
  limit: 5_000,
  describeEvent: (event) => {
    switch (event.type) {
      case 'xstate.done.actor.loadCover':
        return (outcomeOf(event).output as Policy[]).length
          ? 'The freelancer’s current policies load'
          : 'The freelancer has no current policy'
      case 'xstate.error.actor.loadCover':
        return 'Loading the policies fails on the network'
      case 'xstate.error.actor.submitCheckin':
        return (outcomeOf(event).error as CheckinFailure).fields
          ? 'The server refuses: a policy does not cover the period'
          : 'The request fails on the network'
      case 'user.chooseCover':
        return `The freelancer chooses policy ${event.policies.join(', ')}`
      case 'user.addDocument':
        return 'The freelancer uploads a KvK extract'
      case 'user.removeDocument':
        return 'The freelancer removes the KvK extract'
      default:
        return words[event.type]
    }
  },
})
