import { CancelRefusal, type CancelPolicy } from '../api/contract/cancellation'
import { failureOf } from '../api/contract/failure'
import { defineJourney, doneEvent, errorEvent, outcomeOf } from './graph/journey'
import { cancellationMachine, type CancellationEvent } from './cancellation.machine'

/** The seeded liability policy, cancelled on its next billing date. */
export const SAMPLE_POLICY: CancelPolicy = {
  id: 7,
  number: 'VZ-2026-000007',
  product: 1,
  product_name: 'Bedrijfsaansprakelijkheidsverzekering',
  start_date: '2026-11-01',
  end_date: '2026-12-01',
  monthly_premium: '60.98',
  cancelled_at: '2026-11-25T10:00:00.000Z',
}
export const SAMPLE_WINDOW = { earliest: '2026-11-25', latest: '2026-12-01' }

const done = (id: string, output?: unknown) => doneEvent<CancellationEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<CancellationEvent>(id, error)

const words: Record<string, string> = {
  'user.continue': 'The customer has read the intro and continues',
  'user.confirm': 'The customer confirms the cancellation',
  'user.back': 'The customer goes back a step',
  'user.retry': 'The customer tries again',
  'user.changeDate': 'The customer chooses another date',
  'user.answerSurvey': 'The customer answers the exit survey',
  'xstate.done.actor.cancelPolicy': 'The server cancels the policy',
}

export const cancellationJourney = defineJourney({
  id: 'cancellation',
  title: 'Cancel a policy',
  description:
    'From the policy: the intro and disclaimer, a cancellation date from today up to the next billing date, the exit survey (rating, reason, feedback), the review with the refund texts, then the cancellation. A refusal by the server (a date past the next billing date, a policy cancelled or ended meanwhile) is shown with its own text; a dropped request may be retried. Every step goes back to the one before.',
  machine: cancellationMachine,
  inputs: [{ policyId: SAMPLE_POLICY.id, ...SAMPLE_WINDOW }],
  events: [
    { type: 'user.continue' },
    { type: 'user.chooseDate', date: '2026-12-01' },
    { type: 'user.chooseDate', date: '2026-12-02' },
    { type: 'user.answerSurvey', rating: 2, reason: 'too_expensive', feedback: null },
    { type: 'user.confirm' },
    { type: 'user.back' },
    { type: 'user.retry' },
    { type: 'user.changeDate' },
    done('cancelPolicy', SAMPLE_POLICY),
    fail('cancelPolicy', failureOf(CancelRefusal.dateAfterNextBilling)),
    fail('cancelPolicy', failureOf(null, true)),
  ],
  contextKey: (s) => [s.context.date, s.context.survey !== null, s.context.failure?.retryable ?? null],
  limit: 2_000,
  describeEvent: (event) => {
    switch (event.type) {
      case 'user.chooseDate':
        return `The customer chooses ${event.date} as the last day`
      case 'xstate.error.actor.cancelPolicy':
        return (outcomeOf(event).error as { reason: string | null }).reason
          ? 'The server refuses: the date is after the next billing date'
          : 'The request fails on the network'
      default:
        return words[event.type]
    }
  },
})
