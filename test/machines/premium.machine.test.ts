// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { AOV_PRESETS, type AovOptionsResponse } from '../../api/contract/aov'
import { SAMPLE_PREMIUM } from '../../machines/aov/premium.journey'
import { premiumMachine } from '../../machines/aov/premium.machine'

/** A pricing server whose answers arrive when the test says; each request is kept. */
function start() {
  const requests: { options: AovOptionsResponse; resolve: () => void; signal: AbortSignal }[] = []
  let failNext = false
  const actor = createActor(
    premiumMachine.provide({
      actors: {
        calculatePremium: fromPromise(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              const answer = failNext
                ? () => reject({ code: null, reason: null })
                : () =>
                    resolve({
                      ...SAMPLE_PREMIUM,
                      options: input.options,
                      monthly_premium: String(Number(input.options.covered_income) / 100),
                    })
              failNext = false
              requests.push({ options: input.options, resolve: answer, signal })
            }),
        ),
      },
    }),
    { input: { product: 1, birthDate: '1990-02-28' } },
  ).start()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { actor, requests, settle, failOnce: () => (failNext = true) }
}

describe('premium options and review', () => {
  it('prices the medium preset first, then each preset and change; the latest change wins', async () => {
    const { actor, requests, settle } = start()
    expect(requests.map((r) => r.options)).toEqual([AOV_PRESETS.medium])
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    requests[0]!.resolve()
    await settle()
    expect(actor.getSnapshot().context.premium?.monthly_premium).toBe('450')

    actor.send({ type: 'user.choosePreset', preset: 'large' })
    actor.send({ type: 'user.changeOptions', options: { covered_income: '80000' } })
    // The large preset's request was cancelled by the change.
    expect(requests[1]!.signal.aborted).toBe(true)
    expect(requests[2]!.options).toEqual({ ...AOV_PRESETS.large, covered_income: '80000' })
    expect(actor.getSnapshot().context.preset).toBeNull()
    // Changed back to the large preset's income: the choices are the large preset again.
    actor.send({ type: 'user.changeOptions', options: { covered_income: '60000' } })
    expect(actor.getSnapshot().context.preset).toBe('large')
    actor.send({ type: 'user.changeOptions', options: { covered_income: '80000' } })
    requests[4]!.resolve()
    await settle()
    expect(actor.getSnapshot().context.premium?.monthly_premium).toBe('800')
  })

  it('reviews and confirms with the priced choices; back returns to the choices', async () => {
    const { actor, requests, settle } = start()
    requests[0]!.resolve()
    await settle()
    actor.send({ type: 'user.review' })
    expect(actor.getSnapshot().matches('review')).toBe(true)
    actor.send({ type: 'user.back' })
    expect(actor.getSnapshot().matches({ options: 'priced' })).toBe(true)
    actor.send({ type: 'user.review' })
    actor.send({ type: 'user.confirm' })
    expect(actor.getSnapshot().output).toMatchObject({ options: AOV_PRESETS.medium })
  })

  it('shows a failed pricing, and retries', async () => {
    const { actor, requests, settle, failOnce } = start()
    requests[0]!.resolve()
    await settle()
    failOnce()
    actor.send({ type: 'user.choosePreset', preset: 'short' })
    requests[1]!.resolve()
    await settle()
    expect(actor.getSnapshot().matches({ options: 'failed' })).toBe(true)
    actor.send({ type: 'user.review' })
    expect(actor.getSnapshot().matches({ options: 'failed' })).toBe(true)
    actor.send({ type: 'user.retry' })
    requests[2]!.resolve()
    await settle()
    expect(actor.getSnapshot().context.premium?.options).toEqual(AOV_PRESETS.short)
  })
})
