// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { CancelRefusal, type CancelPolicy } from '../../api/contract/cancellation'
import { failureOf } from '../../api/contract/failure'
import { SAMPLE_POLICY, SAMPLE_WINDOW } from '../../machines/cancellation.journey'
import { cancellationMachine } from '../../machines/cancellation.machine'

const survey = { rating: 4, reason: 'stopped_business', feedback: 'Goed geholpen' } as const

function start(cancel: () => Promise<CancelPolicy> = async () => SAMPLE_POLICY) {
  const calls: unknown[] = []
  const actor = createActor(
    cancellationMachine.provide({
      actors: {
        cancelPolicy: fromPromise(({ input }) => {
          calls.push(input)
          return cancel()
        }),
      },
    }),
    { input: { policyId: 7, ...SAMPLE_WINDOW } },
  ).start()
  return { actor, calls }
}

/** Through intro, date and survey to the review. */
function toReview(actor: ReturnType<typeof start>['actor'], date = SAMPLE_WINDOW.latest) {
  actor.send({ type: 'user.continue' })
  actor.send({ type: 'user.chooseDate', date })
  actor.send({ type: 'user.answerSurvey', ...survey })
}

describe('the cancellation machine', () => {
  it('goes intro → date → survey → review → cancelling → cancelled, sending what was chosen', async () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().value).toBe('intro')
    toReview(actor)
    expect(actor.getSnapshot().value).toBe('review')
    actor.send({ type: 'user.confirm' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('cancelled')
    expect(done.context.policy).toEqual(SAMPLE_POLICY)
    expect(calls).toEqual([{ policyId: 7, body: { date: SAMPLE_WINDOW.latest, ...survey } }])
  })

  it('takes only a date from today up to the next billing date', () => {
    const { actor } = start()
    actor.send({ type: 'user.continue' })
    for (const date of ['2026-11-24', '2026-12-02']) {
      actor.send({ type: 'user.chooseDate', date })
      expect(actor.getSnapshot().value).toBe('choosingDate')
    }
    actor.send({ type: 'user.chooseDate', date: SAMPLE_WINDOW.earliest })
    expect(actor.getSnapshot().context.date).toBe(SAMPLE_WINDOW.earliest)
  })

  it('goes back step by step, keeping what was chosen', () => {
    const { actor } = start()
    toReview(actor)
    const back = () => {
      actor.send({ type: 'user.back' })
      return actor.getSnapshot().value
    }
    expect([back(), back(), back()]).toEqual(['survey', 'choosingDate', 'intro'])
    expect(actor.getSnapshot().context).toMatchObject({ date: SAMPLE_WINDOW.latest, survey })
  })

  it('keeps a refusal’s code, offers no retry for it, and lets the customer choose another date', async () => {
    const refusal = failureOf(CancelRefusal.dateAfterNextBilling)
    const { actor, calls } = start(() => Promise.reject(refusal))
    toReview(actor)
    actor.send({ type: 'user.confirm' })
    const failed = await waitFor(actor, (s) => s.value === 'failed')
    expect(failed.context.failure).toEqual(refusal)
    actor.send({ type: 'user.retry' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(calls).toHaveLength(1)
    actor.send({ type: 'user.changeDate' })
    expect(actor.getSnapshot().value).toBe('choosingDate')
  })

  it('retries a request that dropped, and succeeds', async () => {
    let attempt = 0
    const { actor, calls } = start(async () => {
      attempt += 1
      if (attempt === 1) throw failureOf(null, true)
      return SAMPLE_POLICY
    })
    toReview(actor)
    actor.send({ type: 'user.confirm' })
    await waitFor(actor, (s) => s.value === 'failed')
    actor.send({ type: 'user.retry' })
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('cancelled')
    expect(calls).toHaveLength(2)
  })
})
